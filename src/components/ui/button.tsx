import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'text';

/** Primary buttons use the darker red: white on #ff0d1b is below AA for normal-size text. */
export const Button = styled.button<{ $variant?: ButtonVariant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid transparent;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
  inline-size: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.primaryStrong};
          color: ${theme.colors.onPrimary};
        `
      : $variant === 'secondary'
        ? css`
            background: ${theme.colors.surface};
            color: ${theme.colors.primaryStrong};
            border-color: ${theme.colors.primaryStrong};
          `
        : css`
            background: transparent;
            color: ${theme.colors.primaryStrong};
            padding-inline: ${theme.space(2)};
          `}
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
