import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import { useIsLoggedIn } from '@/entities/session';
import { useCart } from '@/entities/cart';
import { useUnconfirmedAdd } from '../api/use-unconfirmed-add';
import { CartCheckout } from '../components/cart-checkout';
import { CartLayout, Stack } from '../components/cart-layout';
import { CartLoginNeeded } from '../components/cart-login-needed';
import { CartNotices } from '../components/cart-notices';
import { CartPositions } from '../components/cart-positions';
import { CartVouchers } from '../components/cart-vouchers';
import { EmptyCart } from '../components/empty-cart';
import { useCartPurchase } from '../components/use-cart-purchase';
import { useTermsGate } from '../components/use-terms-gate';

/** My Cart: positions, vouchers, cost before and after vouchers, terms and purchase. */
export default function CartPage() {
  const { t } = useTranslation(['cart', 'errors']);
  const loggedIn = useIsLoggedIn();
  const cartQuery = useCart(loggedIn);
  const terms = useTermsGate(loggedIn);
  // Held here, not below the login check: a purchase refused because the session ended must
  // still be told (it sends the player to log in) after the page switched to its visitor view.
  const purchase = useCartPurchase(terms);
  const addUnconfirmed = useUnconfirmedAdd();
  if (!loggedIn) return <CartLoginNeeded />;
  const cart = cartQuery.data?.positions.length ? cartQuery.data : null;
  return (
    <CartLayout>
      <h1>{t('title')}</h1>
      <CartNotices
        purchaseUnknown={purchase.unknown}
        addUnknown={addUnconfirmed && purchase.idle}
      />
      <QueryState
        query={cartQuery}
        loading={<p role="status">{t('loading')}</p>}
        errorText={t('loadError')}
        retryText={t('retry')}
      />
      {cartQuery.isSuccess && !cart ? <EmptyCart /> : null}
      {cart ? (
        <>
          <Stack>
            <CartPositions cart={cart} />
            <CartVouchers cart={cart} />
          </Stack>
          <CartCheckout cart={cart} purchase={purchase} terms={terms} />
        </>
      ) : null}
    </CartLayout>
  );
}
