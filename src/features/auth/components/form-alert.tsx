import type { ReactNode } from 'react';
import styled from 'styled-components';

interface FormAlertProps {
  tone: 'error' | 'info' | 'success';
  children: ReactNode;
}

/**
 * A message about the whole form. Errors are announced at once (role alert); information
 * politely (role status).
 */
export function FormAlert({ tone, children }: FormAlertProps) {
  return (
    <Box role={tone === 'error' ? 'alert' : 'status'} $tone={tone}>
      {children}
    </Box>
  );
}

const Box = styled.div<{ $tone: FormAlertProps['tone'] }>`
  padding-block: ${({ theme }) => theme.space(3)};
  padding-inline: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border-inline-start: 4px solid
    ${({ theme, $tone }) =>
      $tone === 'error'
        ? theme.colors.danger
        : $tone === 'success'
          ? theme.colors.success
          : theme.colors.focus};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.5;

  a {
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;
