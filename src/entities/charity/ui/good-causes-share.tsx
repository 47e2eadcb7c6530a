import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { splitAmount, type CharitySplit } from '@/lib/api/charity/split';
import { useCharitySplit } from '../queries';
import { CharityBoundary } from './charity-boundary';
import { isolatedIqd } from './isolate';

const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

interface ShareProps {
  /** An amount the backend stated (the cart's ticket price, the receipt's cost), in IQD. */
  amount: number | null | undefined;
  className?: string;
}

function ShareText({
  amount,
  split,
  className,
}: { amount: number; split: CharitySplit } & ShareProps) {
  const { t } = useTranslation('charity');
  const share = splitAmount(amount, split).goodCauses;
  return (
    <Line className={className} data-testid="good-causes-share">
      {t('share', { amount: isolatedIqd(amount), share: isolatedIqd(share) })}
    </Line>
  );
}

/**
 * "Of the tickets' price of 3,000 IQD, 1,080 IQD goes to good causes": the backend's published
 * split applied to a price it stated (never called the player's money: a voucher may have paid
 * part of it, issue 38), with the same exact function the backend books with (decision 0222). Nothing
 * when the split is not offered or unreadable, or when there is no amount to split.
 */
export function GoodCausesShare({ amount, className }: ShareProps) {
  const split = useCharitySplit();
  if (!split || typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) return null;
  return (
    <CharityBoundary>
      <ShareText amount={amount} split={split} className={className} />
    </CharityBoundary>
  );
}
