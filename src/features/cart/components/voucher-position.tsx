import { useTranslation } from 'react-i18next';
import { LotteryButton } from '@/components/lottery/lottery-button';
import type { CartPosition } from '@/lib/api/types';
import { formatIqd } from '@/lib/format';
import { CartItem } from './cart-item';

interface VoucherPositionProps {
  position: CartPosition;
  removing: boolean;
  onRemove: () => void;
}

/** A voucher in the cart and what it takes off the cost. */
export function VoucherPosition({ position, removing, onRemove }: VoucherPositionProps) {
  const { t } = useTranslation('cart');
  const voucher = position.voucherDto;
  if (!voucher) return null;
  const code = voucher.voucherCode;
  return (
    <CartItem>
      <header>
        <h3>{t('voucher.title', { code })}</h3>
        <strong>
          {t('voucher.amount', { amount: formatIqd(Math.abs(position.price || voucher.amount)) })}
        </strong>
      </header>
      <div>
        <LotteryButton type="button" $variant="text" onClick={onRemove} disabled={removing}>
          {t('voucher.remove', { code })}
        </LotteryButton>
      </div>
    </CartItem>
  );
}
