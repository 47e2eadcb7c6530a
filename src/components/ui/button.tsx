import styled, { css } from 'styled-components';

/** `text` is a quiet action beside others; `link` reads as a link (underlined) yet acts or navigates. */
export type ButtonVariant = 'primary' | 'secondary' | 'text' | 'link';

const variants = {
  // The darker red: white on the brand red is below AA for normal-size text.
  primary: css`
    background: ${({ theme }) => theme.colors.primaryStrong};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.primaryStrong};
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primaryStrong};
    border-color: ${({ theme }) => theme.colors.primaryStrong};
  `,
  text: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primaryStrong};
    padding-inline: ${({ theme }) => theme.space(2)};
  `,
  link: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primaryStrong};
    text-decoration: underline;
  `,
};

/** The app's one button: 44 px high at least (touch target); `as={Link}` for a link that looks like one. */
export const Button = styled.button<{ $variant?: ButtonVariant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid transparent;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
  text-decoration: none;
  inline-size: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $variant = 'primary' }) => variants[$variant]}

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
