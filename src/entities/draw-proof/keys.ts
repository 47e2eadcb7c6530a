/** Query keys of the draw-proof extension. */
export const drawProofKeys = {
  all: ['draw-proof'] as const,
  verification: (drawId: number) => [...drawProofKeys.all, 'verification', drawId] as const,
};
