import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { useActiveBreak } from '@/entities/responsible-play';
import { BreakNotice } from '@/entities/responsible-play/ui';
import { useBalance } from '@/entities/wallet';
import type { Cart } from '@/lib/api/types';
import { formatIqd } from '@/lib/format';
import { CartTotals } from './cart-totals';
import { PurchasePanel } from './purchase-panel';
import { ShortfallNotice } from './shortfall-notice';
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
  const onBreak = useActiveBreak() !== null;
  return (
    <Card>
      <CartTotals cart={cart} />
      <p>
        {balance
          ? t('totals.balance', { amount: formatIqd(balance.balance) })
          : t('totals.balanceUnknown')}
      </p>
      {balance ? <ShortfallNotice price={cart.cartPrice} balance={balance.balance} /> : null}
      <BreakNotice where="buy" />
      <PurchasePanel
        amount={cart.cartPrice}
        paused={onBreak}
        pending={purchase.pending}
        refusal={purchase.refusal}
        terms={terms}
        onBuy={purchase.buy}
      />
    </Card>
  );
}
