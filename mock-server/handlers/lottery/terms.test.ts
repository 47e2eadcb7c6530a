import { describe, expect, it } from 'vitest';
import type { TermsState, UserProfile } from '../../../src/lib/api/types';
import { latestTerms, TERMS_VERSIONS } from '../../domain/terms';
import { balance, call, token, useFake } from '../../testing/fake';
import { fill, purchase } from './purchase-test-setup';

useFake();

const KARIM = '07701234571';
const LATEST = latestTerms().version;
const accept = (auth: string, body: unknown) =>
  call<TermsState>('/users/terms', { method: 'PUT', token: auth, body });

describe('terms (extension)', () => {
  it('answers the latest version and that a seeded player already accepted it', async () => {
    const { status, body } = await call<TermsState>('/users/terms', { token: await token() });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      latestVersion: LATEST,
      acceptedVersion: LATEST,
      latestAccepted: true,
    });
    expect(body.acceptedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+03:00$/);
  });

  it('answers the older version the player with new terms accepted', async () => {
    const { body } = await call<TermsState>('/users/terms', { token: await token(KARIM) });
    expect(body).toMatchObject({
      acceptedVersion: TERMS_VERSIONS[0]?.version,
      latestAccepted: false,
    });
  });

  it('lifts the purchase refusal once the latest version is accepted, keeping the cart', async () => {
    const auth = await token(KARIM);
    await fill(auth);
    expect((await purchase(auth)).body).toMatchObject({ status: 'TERMS_NOT_ACCEPTED' });
    const accepted = await accept(auth, { version: LATEST });
    expect(accepted).toMatchObject({
      status: 200,
      body: { acceptedVersion: LATEST, latestAccepted: true },
    });
    const profile = await call<UserProfile>('/users', { token: auth });
    expect(profile.body.latestTermsAccepted).toBe(true);
    expect((await purchase(auth)).status).toBe(200);
    expect((await balance(auth)).balance).toBeLessThan(50_000);
  });

  it('keeps the first acceptance time when the latest version is accepted again', async () => {
    const auth = await token(KARIM);
    const first = (await accept(auth, { version: LATEST })).body;
    expect((await accept(auth, { version: LATEST })).body).toEqual(first);
  });

  it('refuses an unknown version (400), an outdated one (409) and no version (400)', async () => {
    const auth = await token(KARIM);
    expect(await accept(auth, { version: '1999-01' })).toMatchObject({
      status: 400,
      body: { status: 'TERMS_VERSION_UNKNOWN', details: { latestVersion: LATEST } },
    });
    expect(await accept(auth, { version: TERMS_VERSIONS[0]?.version })).toMatchObject({
      status: 409,
      body: { status: 'TERMS_VERSION_OUTDATED', details: { latestVersion: LATEST } },
    });
    expect(await accept(auth, {})).toMatchObject({
      status: 400,
      body: { status: 'VALIDATION_FAILED', errors: [{ field: 'version', code: 'REQUIRED' }] },
    });
    expect(await accept(auth, { version: 2026 })).toMatchObject({ status: 400 });
    // Nothing was recorded by the refusals.
    const state = await call<TermsState>('/users/terms', { token: auth });
    expect(state.body.latestAccepted).toBe(false);
  });

  it('refuses visitors with 401', async () => {
    expect((await call('/users/terms')).status).toBe(401);
    expect((await call('/users/terms', { method: 'PUT', body: { version: LATEST } })).status).toBe(
      401,
    );
  });
});
