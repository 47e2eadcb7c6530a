import { describe, expect, it } from 'vitest';
import {
  acceptTerms,
  hasAcceptedLatest,
  latestTerms,
  TERMS_VERSIONS,
  termsStateOf,
  type TermsVersion,
} from './terms';

const VERSIONS: TermsVersion[] = [
  { version: 'v1', effectiveFrom: '2025-01-01' },
  { version: 'v2', effectiveFrom: '2026-01-01' },
];
const AT = Date.parse('2026-11-20T09:00:00Z');
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
};

describe('terms versions', () => {
  it('takes the last published version as the latest', () => {
    expect(latestTerms(VERSIONS).version).toBe('v2');
    expect(latestTerms().version).toBe(TERMS_VERSIONS.at(-1)?.version);
  });

  it('counts only the latest version as accepted', () => {
    expect(hasAcceptedLatest('v2', VERSIONS)).toBe(true);
    expect(hasAcceptedLatest('v1', VERSIONS)).toBe(false);
    expect(hasAcceptedLatest(null, VERSIONS)).toBe(false);
  });
});

describe('acceptTerms', () => {
  it('records the latest version with the time', () => {
    expect(acceptTerms({ version: 'v1', at: 1 }, 'v2', AT, VERSIONS)).toEqual({
      version: 'v2',
      at: AT,
    });
  });

  it('keeps the first acceptance time when the latest is accepted again', () => {
    const first = acceptTerms({ version: null, at: null }, 'v2', AT, VERSIONS);
    expect(acceptTerms(first, 'v2', AT + 60_000, VERSIONS)).toEqual({ version: 'v2', at: AT });
  });

  it('refuses a version that never existed (400) and an older one (409)', () => {
    expect(
      refusal(() => acceptTerms({ version: null, at: null }, 'v9', AT, VERSIONS)),
    ).toMatchObject({
      httpStatus: 400,
      code: 'TERMS_VERSION_UNKNOWN',
      extra: { details: { latestVersion: 'v2' } },
    });
    expect(
      refusal(() => acceptTerms({ version: null, at: null }, 'v1', AT, VERSIONS)),
    ).toMatchObject({
      httpStatus: 409,
      code: 'TERMS_VERSION_OUTDATED',
      extra: { details: { latestVersion: 'v2' } },
    });
  });
});

describe('termsStateOf', () => {
  it('answers the latest version and what the player accepted', () => {
    expect(termsStateOf({ version: 'v1', at: AT }, VERSIONS)).toEqual({
      latestVersion: 'v2',
      latestEffectiveFrom: '2026-01-01',
      acceptedVersion: 'v1',
      acceptedAt: '2026-11-20T12:00:00+03:00',
      latestAccepted: false,
    });
    expect(termsStateOf({ version: null, at: null }, VERSIONS)).toMatchObject({
      acceptedVersion: null,
      acceptedAt: null,
      latestAccepted: false,
    });
  });
});
