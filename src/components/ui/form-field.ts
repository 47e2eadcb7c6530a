import styled from 'styled-components';

/** A labelled text field of the player tools (favourites, number checker): 44 px high. */
export const FormField = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  input,
  select {
    box-sizing: border-box;
    inline-size: 100%;
    min-block-size: 44px;
    padding-inline: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    text-align: start;
  }
  input:focus-visible,
  select:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const FieldMessage = styled.p<{ $error?: boolean }>`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ $error, theme }) => ($error ? theme.colors.danger : theme.colors.success)};
`;
