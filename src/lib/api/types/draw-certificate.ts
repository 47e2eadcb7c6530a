/** A draw's certificate, a Strapi 5 collection type `draw-certificates` (decision 0219). */
export interface DrawCertificate {
  id: number;
  documentId: string;
  drawId: number;
  /** The draw's time as the certificate states it (server date-time). */
  drawTime: string | null;
  /** How the numbers were drawn: the RNG's id or the machine. */
  method: string | null;
  /**
   * What kind of draw the certificate claims: `rng` (a generator, checked against a seeded proof)
   * or `machine` (numbers set by hand). The app shows a certificate only when this and the time
   * agree with the draw's proof (decision 0250); anything else counts as a disagreement.
   */
  methodKind: string | null;
  /** One observer per line. */
  observers: string | null;
  /** The recorded stream; shown only when its origin is on the external-link allow list. */
  streamUrl: string | null;
}
