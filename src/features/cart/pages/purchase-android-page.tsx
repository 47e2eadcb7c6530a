import CartPage from './cart-page';

/** Purchase Cart inside the Android wrapper: the same cart and purchase, without web-only parts. */
export default function PurchaseAndroidPage() {
  return <CartPage />;
}
