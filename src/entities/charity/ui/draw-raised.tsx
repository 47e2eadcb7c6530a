import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CharityDraw } from '@/lib/api/types';
import { useDrawRaised } from '../queries';
import { CharityBoundary } from './charity-boundary';
import { isolate, isolatedIqd } from './isolate';

const Line = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.success};
`;

function RaisedText({ raised, compact }: { raised: CharityDraw; compact: boolean }) {
  const { t } = useTranslation('charity');
  const values = {
    amount: isolatedIqd(raised.raised),
    total: isolatedIqd(raised.raisedThisYear),
    year: isolate(raised.drawDate.slice(0, 4)),
  };
  return (
    <Line data-testid="draw-raised">{t(compact ? 'drawRaisedShort' : 'drawRaised', values)}</Line>
  );
}

interface DrawRaisedProps {
  drawId: number;
  /** The draw's server date-time: its year names the backend's running total. */
  drawDate: string;
  /** One line for a history row: the draw's figure and the year so far, shorter. */
  compact?: boolean;
}

/** What a held draw raised for good causes and the year's running total, both the backend's. */
export function DrawRaised({ drawId, drawDate, compact = false }: DrawRaisedProps) {
  const raised = useDrawRaised(drawId, drawDate);
  if (!raised) return null;
  return (
    <CharityBoundary>
      <RaisedText raised={raised} compact={compact} />
    </CharityBoundary>
  );
}
