import type { LoginResponse, LoginStatus } from '../../src/lib/api/types';
import { now } from '../clock';
import { jwtSecret, REFRESH_TTL_SECONDS, tokenTtlSeconds } from '../config';
import { db, nextId } from '../db';
import { DomainError } from '../domain/errors';
import { checkExpiry, signJwt, type SignatureResult, type TokenClaims } from '../domain/tokens';
import { findPlayer, type PlayerRow } from './ledger';
import { checkedSignature } from './signatures';
import { byKey } from '../db-keys';
import { randomToken } from '../random';

const unauthorized = (message: string) => new DomainError(401, 'UNAUTHORIZED', message);

function claims(playerId: number, sid: string, typ: TokenClaims['typ'], ttl: number): TokenClaims {
  const iat = Math.floor(now() / 1000);
  return { sub: String(playerId), sid, jti: `${typ}-${nextId('jti')}`, typ, iat, exp: iat + ttl };
}

export function loginStatus(player: PlayerRow): LoginStatus {
  if (player.state === 'UNVERIFIED') return 'MOBILE_NOT_VERIFIED';
  return player.temporaryPassword ? 'TEMPORARY_PASSWORD' : 'OK';
}

async function signPair(access: TokenClaims, refresh: TokenClaims, status: LoginStatus) {
  const [securityToken, refreshToken] = await Promise.all([
    signJwt(access, jwtSecret()),
    signJwt(refresh, jwtSecret()),
  ]);
  return { securityToken, refreshToken, status };
}

/**
 * Opens a session (at once, synchronously) and answers both tokens once they are signed. The id is
 * random, not a per-world counter: a reset restarted the counter, and a logged-out token came back
 * to life when the same player logged in again under the same id.
 */
export function issueTokens(playerId: number): Promise<LoginResponse> {
  const sid = `s${randomToken(12)}`;
  const refresh = claims(playerId, sid, 'refresh', REFRESH_TTL_SECONDS);
  db.session.create({
    id: sid,
    playerId,
    refreshJti: refresh.jti,
    revoked: false,
    startedAt: now(),
  });
  const access = claims(playerId, sid, 'access', tokenTtlSeconds());
  return signPair(access, refresh, loginStatus(findPlayer(playerId)));
}

const bearerOf = (authorization: string | null) =>
  authorization?.match(/^Bearer\s+(.+)$/i)?.[1] ?? null;

/** The signature check of a bearer token, done before the handler runs (null: no token). */
export async function verifyBearer(authorization: string | null): Promise<SignatureResult | null> {
  const token = bearerOf(authorization);
  return token ? checkedSignature(token, jwtSecret()) : null;
}

/**
 * Synchronous checks at the moment of use: expiry on the fake clock, kind, a live session, and
 * that the session belongs to the player the token names (a token cannot switch players).
 */
function claimsInSession(signed: SignatureResult, typ: TokenClaims['typ']): TokenClaims {
  const result = checkExpiry(signed, now());
  if (!result.ok)
    throw unauthorized(result.reason === 'expired' ? 'Token expired' : 'Unknown token');
  if (result.claims.typ !== typ) throw unauthorized('Unknown token');
  const session = byKey('session', result.claims.sid);
  if (!session || session.revoked || String(session.playerId) !== result.claims.sub)
    throw unauthorized('Unknown token');
  return result.claims;
}

/** The player behind a verified bearer token; 401 when missing, expired, revoked or shut. */
export function authenticate(verified: SignatureResult | null | undefined): PlayerRow {
  if (!verified) throw unauthorized('Full authentication is required to access this resource');
  const player = findPlayer(Number(claimsInSession(verified, 'access').sub));
  if (player.state === 'SUSPENDED' || player.state === 'CLOSED')
    throw unauthorized('Account is not active');
  return player;
}

/** Both steps at once, for callers outside the HTTP layer (tests, tools). */
export async function authenticateBearer(authorization: string | null): Promise<PlayerRow> {
  return authenticate(await verifyBearer(authorization));
}

/** Rotates both tokens: the old refresh token stops working at once. */
export async function refresh(refreshToken: string | null): Promise<LoginResponse> {
  if (!refreshToken) throw unauthorized('Unknown token');
  const signed = await checkedSignature(refreshToken, jwtSecret());
  // From here on synchronous: two parallel refreshes cannot both rotate the same token.
  const old = claimsInSession(signed, 'refresh');
  const session = byKey('session', old.sid);
  if (!session) throw unauthorized('Unknown token');
  if (session.refreshJti !== old.jti) {
    // A refresh token that was already rotated, used again: it was copied. The OAuth 2.0 security
    // BCP's rule: revoke the whole family (the session), so the copy and the original both die.
    db.session.update({ where: { id: { equals: old.sid } }, data: { revoked: true } });
    throw unauthorized('Refresh token reused');
  }
  const playerId = Number(old.sub);
  const player = findPlayer(playerId);
  if (player.state === 'SUSPENDED' || player.state === 'CLOSED')
    throw unauthorized('Account is not active');
  const next = claims(playerId, old.sid, 'refresh', REFRESH_TTL_SECONDS);
  db.session.update({ where: { id: { equals: old.sid } }, data: { refreshJti: next.jti } });
  const access = claims(playerId, old.sid, 'access', tokenTtlSeconds());
  return signPair(access, next, loginStatus(player));
}

/** Logout: the session of a verified token is revoked, so its access and refresh tokens die. */
export function revokeSession(verified: SignatureResult | null | undefined): void {
  if (verified?.ok)
    db.session.update({ where: { id: { equals: verified.claims.sid } }, data: { revoked: true } });
}

/** Ends every session of the player, except `keep` (the one asking, on a password change). */
export function revokeAllSessions(playerId: number, keep: string | null = null): void {
  for (const session of db.session.findMany({ where: { playerId: { equals: playerId } } })) {
    if (session.id !== keep)
      db.session.update({ where: { id: { equals: session.id } }, data: { revoked: true } });
  }
}

/** The session id of a valid access token (the reality check counts from the session's start). */
export function sessionIdOf(verified: SignatureResult | null | undefined): string | null {
  if (!verified?.ok) return null;
  const result = checkExpiry(verified, now());
  return result.ok ? result.claims.sid : null;
}
