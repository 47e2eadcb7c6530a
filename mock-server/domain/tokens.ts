import { base64url, fromBase64url, hmacSha256 } from './hmac';

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

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

const signature = (data: string, secret: string): string => base64url(hmacSha256(secret, data));

/** Compares without an early exit, so timing says nothing about where two signatures differ. */
function sameText(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i += 1)
    diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

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
  if (!sameText(signature(`${header}.${payload}`, secret), sig))
    return { ok: false, reason: 'bad-signature' };
  let claims: TokenClaims;
  try {
    claims = JSON.parse(fromBase64url(payload) ?? '') as TokenClaims;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= nowMs)
    return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
