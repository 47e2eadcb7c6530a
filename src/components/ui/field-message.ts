import styled from 'styled-components';

/** A short outcome under an action (saved, refused) where no kit Field holds it. */
export const FieldMessage = styled.p<{ $error?: boolean }>`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ $error, theme }) => ($error ? theme.colors.danger : theme.colors.success)};
`;
