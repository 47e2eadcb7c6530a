import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { isApiError, isUnreadableAnswer } from '@/lib/api/errors';
import type { Cart, Voucher } from '@/lib/api/types';
import { applicableVouchers, cartVoucherPositions } from '@/lib/lottery/voucher-applicability';
import { useCartVouchers } from '@/entities/cart';
import { useApplyVoucher } from '../api/use-cart-mutations';
import { REFUSAL_MESSAGES, VoucherCodeForm, type VoucherRefusal } from './voucher-code-form';
import { VoucherSuggestions } from './voucher-suggestions';

/** Active vouchers that fit the cart and are not in it yet; none once nothing is left to pay. */
const offeredVouchers = (vouchers: Voucher[], cart: Cart) => {
  if (cart.cartPrice <= 0) return [];
  const inCart = new Set(cartVoucherPositions(cart).map((p) => p.voucherDto?.voucherCode));
  return applicableVouchers(vouchers, cart).filter(
    (v) => v.state === 'ACTIVE' && !inCart.has(v.voucherCode),
  );
};

/** Why the backend did not apply a voucher, in the words the cart has for it. */
function voucherRefusalOf(error: unknown): VoucherRefusal {
  if (isUnreadableAnswer(error)) return 'unknown';
  if (isApiError(error) && (error.status ?? 0) >= 500) return 'serverError';
  return isApiError(error) && error.code === 'VOUCHER_NOT_NEEDED' ? 'notNeeded' : 'invalid';
}

/** A voucher code to type, the player's own vouchers that fit, and why one was not applied. */
export function CartVouchers({ cart }: { cart: Cart }) {
  const { t } = useTranslation(['cart', 'errors']);
  const vouchers = useCartVouchers(true);
  const applyVoucher = useApplyVoucher();
  const [suggestionFailed, setSuggestionFailed] = useState<VoucherRefusal | null>(null);
  const apply = (code: string): Promise<VoucherRefusal | null> =>
    applyVoucher.mutateAsync(code).then(() => null, voucherRefusalOf);
  return (
    <Card>
      <VoucherCodeForm pending={applyVoucher.isPending} onApply={apply} />
      <VoucherSuggestions
        vouchers={offeredVouchers(vouchers.data ?? [], cart)}
        pending={applyVoucher.isPending}
        onApply={(code) => void apply(code).then(setSuggestionFailed)}
      />
      {suggestionFailed ? <p role="alert">{t(REFUSAL_MESSAGES[suggestionFailed])}</p> : null}
    </Card>
  );
}
