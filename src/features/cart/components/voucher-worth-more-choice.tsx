import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { formatIqd, isolateLtr } from '@/lib/format';
import type { WorthMore } from '@/lib/lottery/voucher-worth-more';
import { useKeepVoucher } from '../api/use-cart-mutations';

const Box = styled.div`
  margin-block-start: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.primaryStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  p {
    margin-block: 0 ${({ theme }) => theme.space(2)};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

interface Props {
  choice: WorthMore;
  /** The code is already one of the player's vouchers: keeping it needs no call. */
  alreadyMine: boolean;
  pending: boolean;
  onUse: () => void;
}

/**
 * A voucher worth more than is left to pay (decision 0254): the player chooses between using it
 * now and losing the rest, or keeping it for a later purchase (a promo code is redeemed into My
 * Vouchers for that, a voucher already there simply stays).
 */
export function VoucherWorthMoreChoice({ choice, alreadyMine, pending, onUse }: Props) {
  const { t } = useTranslation('cart');
  const keep = useKeepVoucher();
  const [kept, setKept] = useState(false);
  const code = isolateLtr(choice.code);
  if (kept || keep.isSuccess) return <p role="status">{t('worthMore.kept', { code })}</p>;
  const a = choice.amounts;
  return (
    <Box role="group" aria-label={t('code.worthMore')}>
      <p>
        {a
          ? t('worthMore.amounts', {
              code,
              voucher: formatIqd(a.voucherAmount),
              applied: formatIqd(a.applied),
              unused: formatIqd(a.unused),
            })
          : t('worthMore.noAmounts', { code })}
      </p>
      <Actions>
        <Button type="button" disabled={pending || keep.isPending} onClick={onUse}>
          {t('worthMore.useNow')}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          disabled={pending || keep.isPending}
          onClick={() => (alreadyMine ? setKept(true) : keep.mutate(choice.code))}
        >
          {t('worthMore.keep')}
        </Button>
      </Actions>
      {keep.isError ? <p role="alert">{t('worthMore.keepFailed', { code })}</p> : null}
    </Box>
  );
}
