import type { TermsState } from '../../src/lib/api/types';
import { toServerDateTime } from './dates';
import { DomainError } from './errors';

/** One published version of the terms and conditions (the CMS holds its text). */
export interface TermsVersion {
  version: string;
  /** `yyyy-MM-dd` */
  effectiveFrom: string;
}

/**
 * The versions the fake knows, oldest first; the last one is the latest, the one a purchase
 * needs. Players seeded with `termsAccepted: false` accepted the first one only.
 */
export const TERMS_VERSIONS: readonly TermsVersion[] = [
  { version: '2025-03', effectiveFrom: '2025-03-01' },
  { version: '2026-09', effectiveFrom: '2026-09-01' },
];

/** What a player has accepted: the version and when (both null when nothing). */
export interface TermsAcceptanceRecord {
  version: string | null;
  at: number | null;
}

export const latestTerms = (versions: readonly TermsVersion[] = TERMS_VERSIONS): TermsVersion => {
  const latest = versions[versions.length - 1];
  if (!latest) throw new Error('No terms version is published');
  return latest;
};

export const hasAcceptedLatest = (
  accepted: string | null,
  versions: readonly TermsVersion[] = TERMS_VERSIONS,
): boolean => accepted === latestTerms(versions).version;

/**
 * Records acceptance of `version`: only the latest may be accepted (400 TERMS_VERSION_UNKNOWN for
 * a version that never existed, 409 TERMS_VERSION_OUTDATED for an older one, so a player who read
 * an old text is not taken to accept the new one). Accepting it again keeps the first time.
 */
export function acceptTerms(
  record: TermsAcceptanceRecord,
  version: string,
  at: number,
  versions: readonly TermsVersion[] = TERMS_VERSIONS,
): TermsAcceptanceRecord {
  const latest = latestTerms(versions);
  if (!versions.some((v) => v.version === version)) {
    throw new DomainError(400, 'TERMS_VERSION_UNKNOWN', `No terms version ${version}`, {
      details: { latestVersion: latest.version },
    });
  }
  if (version !== latest.version) {
    throw new DomainError(
      409,
      'TERMS_VERSION_OUTDATED',
      `Terms version ${version} is not the latest`,
      { details: { latestVersion: latest.version } },
    );
  }
  return record.version === version ? record : { version, at };
}

/** The answer of GET and PUT /users/terms. */
export function termsStateOf(
  record: TermsAcceptanceRecord,
  versions: readonly TermsVersion[] = TERMS_VERSIONS,
): TermsState {
  const latest = latestTerms(versions);
  return {
    latestVersion: latest.version,
    latestEffectiveFrom: latest.effectiveFrom,
    acceptedVersion: record.version,
    acceptedAt: record.at === null ? null : toServerDateTime(record.at),
    latestAccepted: hasAcceptedLatest(record.version, versions),
  };
}
