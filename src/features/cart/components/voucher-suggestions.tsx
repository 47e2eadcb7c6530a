import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { LtrFigure } from '@/components/ui/ltr-figure';
import type { Voucher } from '@/lib/api/types';
import { formatDisplayDate, formatIqd, isolateLtr } from '@/lib/format';

const Wrapper = styled.div`
  margin-block-start: ${({ theme }) => theme.space(4)};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: 1px dashed ${({ theme }) => theme.colors.primaryStrong};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  /* Beside the button while there is room, above it on a phone (at 390 px the text column
     shrank to its longest word and the code broke into three lines). */
  span {
    flex: 1 1 12rem;
  }
`;

interface VoucherSuggestionsProps {
  vouchers: Voucher[];
  pending: boolean;
  onApply: (code: string) => void;
}

/** The player's vouchers that fit this cart, each with an apply action. */
export function VoucherSuggestions({ vouchers, pending, onApply }: VoucherSuggestionsProps) {
  const { t } = useTranslation('cart');
  if (vouchers.length === 0) return null;
  return (
    <Wrapper>
      <h3>{t('myVouchers.title')}</h3>
      <List>
        {vouchers.map((v) => (
          <li key={v.voucherId}>
            <span>
              <strong>
                <LtrFigure>{v.voucherCode}</LtrFigure>
              </strong>{' '}
              · {t('myVouchers.amount', { amount: formatIqd(v.amount) })}
              <br />
              {t('myVouchers.expires', { date: formatDisplayDate(v.expiryDate) })}
            </span>
            <Button
              type="button"
              $variant="secondary"
              disabled={pending}
              onClick={() => onApply(v.voucherCode)}
            >
              {t('myVouchers.apply', { code: isolateLtr(v.voucherCode) })}
            </Button>
          </li>
        ))}
      </List>
    </Wrapper>
  );
}
