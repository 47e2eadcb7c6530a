import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  /* Across both columns of the cart page, above the cart. */
  grid-column: 1 / -1;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.kinds.warning.strong};
  background: ${({ theme }) => theme.colors.kinds.warning.soft};
  border-radius: ${({ theme }) => theme.radii.md};
  p {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  > a {
    justify-self: start;
  }
  &:focus {
    outline: none;
  }
`;

/**
 * "We could not confirm…": an answer the app could not read, so the outcome is unknown (decision
 * 0176). Announced and focused, so neither a screen reader nor a sighted player misses it.
 */
export function UnknownOutcomeNotice({ text, children }: { text: string; children?: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <Box ref={box} role="alert" tabIndex={-1}>
      <p>{text}</p>
      {children}
    </Box>
  );
}
