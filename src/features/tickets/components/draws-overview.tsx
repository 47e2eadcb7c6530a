import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card } from '@/components/ui/card';
import { formatIqd } from '@/lib/format';
import { isWinningDraw, type TicketDrawView } from '@/lib/lottery/ticket-draws';
import { useDrawTitle } from './draw-title';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    padding-block: ${({ theme }) => theme.space(2)};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  li[data-status='toCome'] span:last-child {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  li[data-won='true'] span:last-child {
    color: ${({ theme }) => theme.colors.success};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** What one draw's line says: to come, won (the backend's amount), no prize, or not known. */
function useDrawState() {
  const { t } = useTranslation('tickets');
  return (draw: TicketDrawView): string => {
    if (draw.status === 'toCome') return t('details.drawStatus.toCome');
    if (draw.status === 'unknown') return t('details.drawStatus.unknown');
    if (!draw.result) return t('details.drawStatus.drawnNoResult');
    if (isWinningDraw(draw))
      return t('details.drawWon', { amount: formatIqd(draw.result.winAmount) });
    return draw.result.winAmount === 0 ? t('details.drawNotWon') : t('details.drawStatus.drawn');
  };
}

/** Every draw a play-ahead ticket plays, in order, each with its state. */
export function DrawsOverview({ draws }: { draws: TicketDrawView[] }) {
  const { t } = useTranslation('tickets');
  const title = useDrawTitle();
  const state = useDrawState();
  return (
    <Card aria-labelledby="draws-title">
      <h2 id="draws-title">{t('details.draws')}</h2>
      <List>
        {draws.map((draw) => (
          <li key={draw.drawId} data-status={draw.status} data-won={isWinningDraw(draw)}>
            <span>{title(draw)}</span>
            <span>{state(draw)}</span>
          </li>
        ))}
      </List>
    </Card>
  );
}
