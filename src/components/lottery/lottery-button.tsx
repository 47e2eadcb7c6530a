import styled, { css } from 'styled-components';

type Variant = 'primary' | 'secondary' | 'text';

const variants = {
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
    border-color: transparent;
    text-decoration: underline;
  `,
};

/** The lottery screens' button: 44 px high at least (touch target), three looks. */
export const LotteryButton = styled.button<{ $variant?: Variant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space(4)};
  border: 2px solid;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
  text-decoration: none;
  inline-size: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $variant = 'primary' }) => variants[$variant]}

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
