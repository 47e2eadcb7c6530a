/** A draw's certificate from the CMS, when there is one (filled in by a later step). */
export function DrawCertificate(_props: { drawId: number }) {
  return null;
}
