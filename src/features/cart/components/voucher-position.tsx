import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import type { CartPosition } from '@/lib/api/types';
import { formatIqd, isolateLtr } from '@/lib/format';
import { CartItem } from './cart-item';

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface VoucherPositionProps {
  position: CartPosition;
  removing: boolean;
  onRemove: () => void;
}

/**
 * A voucher in the cart: its value, what it takes off this cart (the backend's position price,
 * behaviour 220) and what stays unused, so no voucher is spent without the player seeing it.
 */
export function VoucherPosition({ position, removing, onRemove }: VoucherPositionProps) {
  const { t } = useTranslation('cart');
  const voucher = position.voucherDto;
  if (!voucher) return null;
  const code = voucher.voucherCode;
  const covers = Math.min(voucher.amount, Math.abs(position.price));
  const unused = voucher.amount - covers;
  return (
    <CartItem data-testid={`voucher-position-${code}`}>
      <header>
        <h3>{t('voucher.title', { code: isolateLtr(code) })}</h3>
        <strong>{t('voucher.amount', { amount: formatIqd(covers) })}</strong>
      </header>
      <Note>{t('voucherUse.value', { amount: formatIqd(voucher.amount) })}</Note>
      {covers === 0 && <Note>{t('voucherUse.notNeeded')}</Note>}
      {covers > 0 && unused > 0 && (
        <Note>{t('voucherUse.unused', { amount: formatIqd(unused) })}</Note>
      )}
      <div>
        <Button type="button" $variant="link" onClick={onRemove} disabled={removing}>
          {t('voucher.remove', { code: isolateLtr(code) })}
        </Button>
      </div>
    </CartItem>
  );
}
