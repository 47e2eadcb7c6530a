import { createHmac, timingSafeEqual } from 'node:crypto';

export type TokenKind = 'access' | 'refresh';

export interface TokenClaims {
  /** The player id, as a string (JWT convention). */
  sub: string;
  /** The login session both tokens belong to: logout or rotation revokes it. */
  sid: string;
  /** Unique per token, so a rotated refresh token can be told from its successor. */
  jti: string;
  typ: TokenKind;
  iat: number;
  exp: number;
}

const base64url = (input: Buffer | string): string => Buffer.from(input).toString('base64url');
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

const signature = (data: string, secret: string): string =>
  createHmac('sha256', secret).update(data).digest('base64url');

export function signJwt(claims: TokenClaims, secret: string): string {
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${signature(body, secret)}`;
}

export type VerifyResult =
  | { ok: true; claims: TokenClaims }
  | { ok: false; reason: 'malformed' | 'bad-signature' | 'expired' };

/** Checks the HS256 signature and `exp` against the fake clock (`nowMs`). */
export function verifyJwt(token: string, secret: string, nowMs: number): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header, payload, sig] = parts as [string, string, string];
  const expected = Buffer.from(signature(`${header}.${payload}`, secret));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'bad-signature' };
  }
  let claims: TokenClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= nowMs)
    return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
