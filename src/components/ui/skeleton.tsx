import type { ReactNode } from 'react';
import styled from 'styled-components';

const Frame = styled.div`
  pointer-events: none;
  user-select: none;
  /* The placeholder keeps the final layout; only its text is hidden behind grey bars. */
  & * {
    color: transparent !important;
    border-color: transparent !important;
    box-shadow: none !important;
  }
  & :is(h1, h2, h3, p, strong, label, select, time, li > span) {
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.border};
  }
`;

/**
 * Renders a panel with placeholder data at its final size while the real data loads, so nothing
 * below it moves when the data arrives. Hidden from assistive technology and input;
 * the caller announces the loading state itself.
 */
export function Skeleton({ children }: { children: ReactNode }) {
  return (
    <Frame aria-hidden="true" inert>
      {children}
    </Frame>
  );
}
