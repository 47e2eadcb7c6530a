import type { Infer } from '../contract/define';
import type { drawCertificate } from '../contract/cms-charity';

/** A draw's certificate, a Strapi 5 collection type `draw-certificates` (decision 0219). */
export type DrawCertificate = Infer<typeof drawCertificate>;
