import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TicketState } from '@/lib/api/types';
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

/** A ticket's status as text, colour and icon (never colour alone). */
export function TicketStatus({ state }: { state: TicketState }) {
  const { t } = useTranslation('tickets');
  const look = LOOKS[state] ?? LOOKS.OPEN;
  return (
    <Badge $fg={look.fg} $bg={look.bg} data-state={state}>
      <span aria-hidden="true">{look.icon}</span>
      {t(`status.${state}`)}
    </Badge>
  );
}
