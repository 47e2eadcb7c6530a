import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TicketState } from '@/lib/api/types';
import { isWinningDraw, type TicketDrawView } from '@/lib/lottery/ticket-draws';
import { theme } from '@/styles';

const { open, lost, won, cancelled } = theme.colors.ticketStatus;
const LOOKS: Record<TicketState, { icon: string; fg: string; bg: string }> = {
  OPEN: { icon: '⏳', ...open },
  LOST: { icon: '✕', ...lost },
  WON_FINALIZED: { icon: '🏆', ...won },
  CANCELLED: { icon: '⊘', ...cancelled },
};

const Badge = styled.span<{ $fg: string; $bg: string }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid currentColor;
  color: ${({ $fg }) => $fg};
  background: ${({ $bg }) => $bg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
`;

/**
 * A ticket's status as text, colour and icon (never colour alone). A play-ahead ticket still open
 * that the backend says won in a drawn draw says so, not "waiting for the draw" (issue 38).
 */
export function TicketStatus({ state, draws }: { state: TicketState; draws?: TicketDrawView[] }) {
  const { t } = useTranslation('tickets');
  const wonSoFar = state === 'OPEN' && (draws ?? []).some(isWinningDraw);
  const look = wonSoFar ? LOOKS.WON_FINALIZED : (LOOKS[state] ?? LOOKS.OPEN);
  return (
    <Badge $fg={look.fg} $bg={look.bg} data-state={state} data-won-so-far={wonSoFar || undefined}>
      <span aria-hidden="true">{look.icon}</span>
      {wonSoFar ? t('status.OPEN_WON') : t(`status.${state}`)}
    </Badge>
  );
}
