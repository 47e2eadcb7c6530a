/** Query keys of the draw-proof extension. */
export const drawProofKeys = {
  all: ['draw-proof'] as const,
  verification: (drawId: number) => [...drawProofKeys.all, 'verification', drawId] as const,
  /** CMS content differs per locale: the UI language is part of the key. */
  certificate: (lang: string, drawId: number) =>
    [...drawProofKeys.all, 'certificate', lang, drawId] as const,
};
