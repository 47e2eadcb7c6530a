import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Iqd } from '@/lib/api/types';
import { formatIqd } from '@/lib/format';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Total = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

interface CostSummaryProps {
  grids: number;
  /** Numbers a complete grid has, for "Pick 6 numbers to see the cost". */
  numbersToPick: number;
  /** The total line's id, which the add button is described by while it cannot add. */
  totalId: string;
  draws: number;
  price: Iqd | undefined;
  total: Iqd;
}

/** The running cost: complete grids x draws x price. The total is announced when it changes. */
export const CostSummary = memo(function CostSummary({
  grids,
  numbersToPick,
  totalId,
  draws,
  price,
  total,
}: CostSummaryProps) {
  const { t } = useTranslation('play');
  return (
    <div>
      <h2>{t('cost.title')}</h2>
      <List>
        <li>{t('cost.grids', { count: grids })}</li>
        <li>{t('cost.draws', { count: draws })}</li>
        {price !== undefined ? <li>{t('cost.price', { price: formatIqd(price) })}</li> : null}
      </List>
      <Total id={totalId} aria-live="polite" aria-atomic="true" data-testid="ticket-cost">
        {/* No price from the backend, or no complete grid yet: no "0 IQD" total. */}
        {price === undefined
          ? t('cost.totalUnknown')
          : grids === 0
            ? t('cost.pickToSee', { count: numbersToPick })
            : t('cost.total', { amount: formatIqd(total) })}
      </Total>
    </div>
  );
});
