import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { isApiError, isUnreadableAnswer } from '@/lib/api/errors';
import { ApiErrorCode, type Cart, type Voucher } from '@/lib/api/types';
import { worthMoreOf, type WorthMore } from '@/lib/lottery/voucher-worth-more';
import { applicableVouchers, cartVoucherPositions } from '@/lib/lottery/voucher-applicability';
import { useCartVouchers } from '@/entities/cart';
import { useApplyVoucher } from '../api/use-cart-mutations';
import { VoucherCodeForm } from './voucher-code-form';
import type { VoucherRefusal } from './voucher-refusal';
import { VoucherRefusalNote } from './voucher-refusal-note';
import { VoucherSuggestions } from './voucher-suggestions';
import { VoucherWorthMoreChoice } from './voucher-worth-more-choice';

/** Active vouchers that fit the cart and are not in it yet; none once nothing is left to pay. */
const offeredVouchers = (vouchers: Voucher[], cart: Cart) => {
  if (cart.cartPrice <= 0) return [];
  const inCart = new Set(cartVoucherPositions(cart).map((p) => p.voucherDto?.voucherCode));
  return applicableVouchers(vouchers, cart).filter(
    (v) => v.state === 'ACTIVE' && !inCart.has(v.voucherCode),
  );
};

/** The backend's refusal codes the cart has its own words for; any other 4xx reads "invalid". */
const REFUSAL_CODES: Partial<Record<string, VoucherRefusal>> = {
  [ApiErrorCode.VoucherNotNeeded]: 'notNeeded',
  [ApiErrorCode.VoucherExpired]: 'expired',
  [ApiErrorCode.VoucherWrongGame]: 'wrongGame',
  [ApiErrorCode.VoucherPayInOnly]: 'payInOnly',
  [ApiErrorCode.VoucherAlreadyInCart]: 'alreadyInCart',
  [ApiErrorCode.VoucherNotYours]: 'notYours',
  [ApiErrorCode.VoucherAlreadyUsed]: 'alreadyUsed',
  [ApiErrorCode.VoucherWorthMore]: 'worthMore',
};

/** Why the backend did not apply a voucher, in the words the cart has for it. */
function voucherRefusalOf(error: unknown): VoucherRefusal {
  if (isUnreadableAnswer(error)) return 'unknown';
  if (!isApiError(error)) return 'invalid';
  if ((error.status ?? 0) >= 500) return 'serverError';
  return REFUSAL_CODES[error.code ?? ''] ?? 'invalid';
}

/** A refusal to show as a note: worth-more is the choice box instead. */
const notChoice = (refusal: VoucherRefusal | null) => (refusal === 'worthMore' ? null : refusal);

/** A voucher code to type, the player's own vouchers that fit, and why one was not applied. */
export function CartVouchers({ cart }: { cart: Cart }) {
  const vouchers = useCartVouchers(true);
  const applyVoucher = useApplyVoucher();
  const [suggestionFailed, setSuggestionFailed] = useState<VoucherRefusal | null>(null);
  const [choice, setChoice] = useState<WorthMore | null>(null);
  const apply = (code: string, acceptUnused = false): Promise<VoucherRefusal | null> =>
    applyVoucher.mutateAsync({ code, acceptUnused }).then(
      () => {
        setChoice(null);
        return null;
      },
      (error: unknown) => {
        setChoice(worthMoreOf(error, code));
        return voucherRefusalOf(error);
      },
    );
  const mine = new Set((vouchers.data ?? []).map((v) => v.voucherCode));
  return (
    <Card>
      <VoucherCodeForm pending={applyVoucher.isPending} onApply={apply} />
      <VoucherSuggestions
        vouchers={offeredVouchers(vouchers.data ?? [], cart)}
        pending={applyVoucher.isPending}
        onApply={(code) => void apply(code).then(notChoice).then(setSuggestionFailed)}
      />
      {suggestionFailed ? <VoucherRefusalNote refusal={suggestionFailed} /> : null}
      {choice ? (
        <VoucherWorthMoreChoice
          key={choice.code}
          choice={choice}
          alreadyMine={mine.has(choice.code)}
          pending={applyVoucher.isPending}
          onUse={() => void apply(choice.code, true).then(notChoice).then(setSuggestionFailed)}
        />
      ) : null}
    </Card>
  );
}
