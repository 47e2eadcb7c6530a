import { describe, expect, it } from 'vitest';
import { signJwt, verifyJwt, type TokenClaims } from './tokens';

const claims: TokenClaims = { sub: '7', sid: 's1', jti: 'a1', typ: 'access', iat: 1000, exp: 1900 };

describe('HS256 tokens', () => {
  it('is a three-part JWT whose header names HS256', async () => {
    const token = await signJwt(claims, 'k');
    const [header] = token.split('.');
    expect(JSON.parse(Buffer.from(header as string, 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    expect(await verifyJwt(token, 'k', 1_000_000)).toEqual({ ok: true, claims });
  });

  it('expires at exp, measured on the given clock', async () => {
    const token = await signJwt(claims, 'k');
    expect((await verifyJwt(token, 'k', 1_899_999)).ok).toBe(true);
    expect(await verifyJwt(token, 'k', 1_900_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses another secret, a tampered payload and garbage', async () => {
    const token = await signJwt(claims, 'k');
    expect(await verifyJwt(token, 'other', 0)).toEqual({ ok: false, reason: 'bad-signature' });
    const [h, , s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '8' })).toString('base64url');
    expect((await verifyJwt(`${h}.${forged}.${s}`, 'k', 0)).ok).toBe(false);
    expect(await verifyJwt('not-a-token', 'k', 0)).toEqual({ ok: false, reason: 'malformed' });
    expect(await verifyJwt('a.b.c+/', 'k', 0)).toEqual({ ok: false, reason: 'bad-signature' });
  });
});
