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

export const FormField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  label,
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  input,
  select {
    /* An input's intrinsic width (size=20 in a wide font) must not push the layout wider. */
    min-inline-size: 0;
    min-block-size: 44px;
    padding-inline: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
    background: ${({ theme }) => theme.colors.surface};
  }
  input:read-only {
    background: ${({ theme }) => theme.colors.background};
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export const SuccessText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
