import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Facts } from '@/components/ui/facts';
import { FigureList } from '@/components/ui/figure-list';
import { LtrFigure } from '@/components/ui/ltr-figure';
import { NotAvailable } from '@/components/ui/not-available';
import type { GamePlay, PlayOutcome } from '@/lib/api/types';
import { formatDisplayDate, formatIqd, formatTime, isolateLtr } from '@/lib/format';

const TONES: Record<PlayOutcome, 'success' | 'info' | 'warning' | 'error'> = {
  WON: 'success',
  LOST: 'info',
  PENDING: 'warning',
  CANCELLED: 'error',
};

/** One play: when, its receipt, the draws and lines, the stake, the outcome, the balance around it. */
export function PlayCard({ play }: { play: GamePlay }) {
  const { t } = useTranslation('recall');
  const iqd = (amount: number | null) =>
    amount === null ? <NotAvailable /> : t('iqd', { amount: isolateLtr(formatIqd(amount)) });
  return (
    <Item aria-labelledby={`play-${play.orderId}`} data-testid="recall-play">
      <Head>
        <h2 id={`play-${play.orderId}`}>
          {t('playedAt', {
            date: isolateLtr(formatDisplayDate(play.playedAt)),
            time: isolateLtr(formatTime(play.playedAt)),
          })}
        </h2>
        <Outcome $tone={TONES[play.outcome]}>{t(`outcome.${play.outcome}`)}</Outcome>
      </Head>
      <Facts $compact>
        <dt>{t('receipt')}</dt>
        <dd>
          <LtrFigure>{play.receiptNumber}</LtrFigure>
        </dd>
        <dt>{t('draws', { count: play.drawIds.length })}</dt>
        <dd>
          <FigureList values={play.drawIds.map(String)} />
        </dd>
        <dt>{t('linesLabel')}</dt>
        <dd>{t('lines', { count: play.lines })}</dd>
        <dt>{t('stake')}</dt>
        <dd>{iqd(play.stake)}</dd>
        <dt>{t('won')}</dt>
        <dd>{iqd(play.won)}</dd>
        <dt>{t('balanceBefore')}</dt>
        <dd>{iqd(play.balanceBefore)}</dd>
        <dt>{t('balanceAfter')}</dt>
        <dd>{iqd(play.balanceAfter)}</dd>
      </Facts>
    </Item>
  );
}

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Outcome = styled.span<{ $tone: 'success' | 'info' | 'warning' | 'error' }>`
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => theme.colors.kinds[$tone].soft};
  color: ${({ theme, $tone }) => theme.colors.kinds[$tone].strong};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
