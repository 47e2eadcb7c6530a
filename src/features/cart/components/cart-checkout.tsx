import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { useBalance } from '@/entities/wallet';
import type { Cart } from '@/lib/api/types';
import { formatIqd } from '@/lib/format';
import { CartTotals } from './cart-totals';
import { PurchasePanel } from './purchase-panel';
import type { CartPurchase } from './use-cart-purchase';
import type { TermsGate } from './use-terms-gate';

/** The cost before and after vouchers, the balance as the backend gave it, terms and buy. */
export function CartCheckout({
  cart,
  purchase,
  terms,
}: {
  cart: Cart;
  purchase: CartPurchase;
  terms: TermsGate;
}) {
  const { t } = useTranslation('cart');
  const balance = useBalance();
  return (
    <Card>
      <CartTotals cart={cart} />
      <p>
        {balance
          ? t('totals.balance', { amount: formatIqd(balance.balance) })
          : t('totals.balanceUnknown')}
      </p>
      <PurchasePanel
        amount={cart.cartPrice}
        pending={purchase.pending}
        refusal={purchase.refusal}
        terms={terms}
        onBuy={purchase.buy}
      />
    </Card>
  );
}
