import type { DrawCertificate, DrawVerification } from '@/lib/api/types';

export type CertificateMismatch = 'time' | 'method' | 'notDrawn';

/** A certificate may state its draw time this far from the proof's (setting up, the broadcast). */
const TIME_TOLERANCE_MS = 60 * 60_000;

const methodOf: Record<DrawVerification['method'], string> = { seed: 'rng', manual: 'machine' };

/**
 * Where a CMS certificate disagrees with the draw's proof (decision 0250): the CMS is what the
 * operator states, the proof is what the backend published. An empty list means they agree. A
 * certificate that leaves out its time or its kind of method cannot be checked: it disagrees.
 */
export function certificateMismatches(
  certificate: DrawCertificate,
  proof: DrawVerification,
): CertificateMismatch[] {
  if (!proof.drawnAt) return ['notDrawn'];
  const mismatches: CertificateMismatch[] = [];
  const stated = certificate.drawTime ? Date.parse(certificate.drawTime) : NaN;
  if (!(Math.abs(stated - Date.parse(proof.drawnAt)) <= TIME_TOLERANCE_MS)) mismatches.push('time');
  if (certificate.methodKind !== methodOf[proof.method]) mismatches.push('method');
  return mismatches;
}
