import { base64url, bytesFromBase64url, fromBase64url, hmacSha256, hmacSha256Verify } from './hmac';

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

export async function signJwt(claims: TokenClaims, secret: string): Promise<string> {
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${base64url(await hmacSha256(secret, body))}`;
}

export type SignatureResult =
  { ok: true; claims: TokenClaims } | { ok: false; reason: 'malformed' | 'bad-signature' };

export type VerifyResult = SignatureResult | { ok: false; reason: 'expired' };

/** Checks the HS256 signature only (asynchronous: Web Crypto). */
export async function verifySignature(token: string, secret: string): Promise<SignatureResult> {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header, payload, sig] = parts as [string, string, string];
  const signature = bytesFromBase64url(sig);
  if (!signature || !(await hmacSha256Verify(secret, `${header}.${payload}`, signature)))
    return { ok: false, reason: 'bad-signature' };
  try {
    const claims = JSON.parse(fromBase64url(payload) ?? '') as TokenClaims;
    if (typeof claims !== 'object' || claims === null) return { ok: false, reason: 'malformed' };
    return { ok: true, claims };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
}

/** `exp` against the fake clock (`nowMs`); synchronous, so it runs at the moment of use. */
export function checkExpiry(result: SignatureResult, nowMs: number): VerifyResult {
  if (!result.ok) return result;
  const { exp } = result.claims;
  return typeof exp !== 'number' || exp * 1000 <= nowMs ? { ok: false, reason: 'expired' } : result;
}

/** Signature and `exp` in one call. */
export async function verifyJwt(
  token: string,
  secret: string,
  nowMs: number,
): Promise<VerifyResult> {
  return checkExpiry(await verifySignature(token, secret), nowMs);
}
