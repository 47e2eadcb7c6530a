import styled from 'styled-components';

/**
 * Layout pieces the account-area pages share (funds, settings, vouchers, notifications):
 * a narrow page column, form fields and status texts (the card is components/ui/card).
 */
export const NarrowPage = styled.div<{ $maxWidth?: number }>`
  display: grid;
  /* minmax(0, 1fr): wide content (inputs, fieldsets) must not widen the page past the screen. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  inline-size: 100%;
  max-inline-size: ${({ $maxWidth = 720 }) => `${$maxWidth}px`};
  margin-inline: auto;
  padding: ${({ theme }) => theme.space(4)};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

// Status texts live in their own file so a start-route component does not carry the page layout.
export { ErrorText, Muted, SuccessText } from './status-text';
