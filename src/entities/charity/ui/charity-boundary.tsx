import { Suspense, type ReactNode } from 'react';

/**
 * The charity texts load their own namespace only when there is a figure to show: the boundary
 * keeps that load from suspending the page around it (the play page above all).
 */
export const CharityBoundary = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={null}>{children}</Suspense>
);
