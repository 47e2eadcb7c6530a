import styled, { css } from 'styled-components';

interface CardProps {
  /** Stacks the children in one column this many spacing steps apart; plain flow when omitted. */
  $gap?: number;
  /** Inner spacing in spacing steps. */
  $padding?: number;
  /** `brand`: white text on the strong red (the wallet). */
  $tone?: 'surface' | 'brand';
}

/** The app's one card: a raised panel grouping one part of a screen. */
export const Card = styled.section<CardProps>`
  ${({ theme, $gap }) =>
    $gap !== undefined &&
    css`
      display: grid;
      /* minmax(0, 1fr): wide content (inputs, tables) must not widen the card past the screen. */
      grid-template-columns: minmax(0, 1fr);
      gap: ${theme.space($gap)};
    `}
  padding: ${({ theme, $padding = 4 }) => theme.space($padding)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $tone }) =>
    $tone === 'brand' ? theme.colors.primaryStrong : theme.colors.surface};
  color: ${({ theme, $tone }) => ($tone === 'brand' ? theme.colors.onPrimary : 'inherit')};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

/** The account-area card (funds, settings, vouchers, history): its children stacked. */
export const StackCard = styled(Card).attrs<CardProps>(({ $gap = 3, $padding = 5 }) => ({
  $gap,
  $padding,
}))``;
