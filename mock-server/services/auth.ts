import type { World } from '../world/state';
import type { LoginResponse, LoginStatus } from '../../src/lib/api/types';
import { now } from '../clock';
import { jwtSecret, REFRESH_TTL_SECONDS, tokenTtlSeconds } from '../config';
import { nextId } from '../db';
import { DomainError } from '../domain/errors';
import { checkExpiry, signJwt, type SignatureResult, type TokenClaims } from '../domain/tokens';
import { findPlayer, type PlayerRow } from './ledger';
import { checkedSignature } from './signatures';
import { byKey } from '../db-keys';
import { randomToken } from '../random';
import { assertSessionLive, closePlaySession, openPlaySession } from './play-session';

const unauthorized = (message: string) => new DomainError(401, 'UNAUTHORIZED', message);

function claims(
  world: World,
  playerId: number,
  sid: string,
  typ: TokenClaims['typ'],
  ttl: number,
): TokenClaims {
  const iat = Math.floor(now(world) / 1000);
  return {
    sub: String(playerId),
    sid,
    jti: `${typ}-${nextId(world, 'jti')}`,
    typ,
    iat,
    exp: iat + ttl,
  };
}

export function loginStatus(player: PlayerRow): LoginStatus {
  if (player.state === 'UNVERIFIED') return 'MOBILE_NOT_VERIFIED';
  return player.temporaryPassword ? 'TEMPORARY_PASSWORD' : 'OK';
}

async function signPair(
  world: World,
  access: TokenClaims,
  refresh: TokenClaims,
  status: LoginStatus,
) {
  const [securityToken, refreshToken] = await Promise.all([
    signJwt(access, jwtSecret(world)),
    signJwt(refresh, jwtSecret(world)),
  ]);
  return { securityToken, refreshToken, status };
}

/**
 * Opens a session (at once, synchronously) and answers both tokens once they are signed. The id is
 * random, not a per-world counter: a reset restarted the counter, and a logged-out token came back
 * to life when the same player logged in again under the same id.
 */
export function issueTokens(world: World, playerId: number): Promise<LoginResponse> {
  const sid = `s${randomToken(12)}`;
  const refresh = claims(world, playerId, sid, 'refresh', REFRESH_TTL_SECONDS);
  world.db.session.create({
    id: sid,
    playerId,
    refreshJti: refresh.jti,
    revoked: false,
    startedAt: now(world),
  });
  openPlaySession(world, playerId, sid);
  const access = claims(world, playerId, sid, 'access', tokenTtlSeconds());
  return signPair(world, access, refresh, loginStatus(findPlayer(world, playerId)));
}

const bearerOf = (authorization: string | null) =>
  authorization?.match(/^Bearer\s+(.+)$/i)?.[1] ?? null;

/** The signature check of a bearer token, done before the handler runs (null: no token). */
export async function verifyBearer(
  world: World,
  authorization: string | null,
): Promise<SignatureResult | null> {
  const token = bearerOf(authorization);
  return token ? checkedSignature(token, jwtSecret(world)) : null;
}

/**
 * Synchronous checks at the moment of use: expiry on the fake clock, kind, a live session, and
 * that the session belongs to the player the token names (a token cannot switch players).
 */
function claimsInSession(
  world: World,
  signed: SignatureResult,
  typ: TokenClaims['typ'],
): TokenClaims {
  // A session past its cap says so before any expiry, with the cooling-off's end (decision 0282).
  if (signed.ok) {
    const live = byKey(world, 'session', signed.claims.sid);
    if (live && !live.revoked && String(live.playerId) === signed.claims.sub)
      assertSessionLive(world, live.playerId, live.id);
  }
  const result = checkExpiry(signed, now(world));
  if (!result.ok)
    throw unauthorized(result.reason === 'expired' ? 'Token expired' : 'Unknown token');
  if (result.claims.typ !== typ) throw unauthorized('Unknown token');
  const session = byKey(world, 'session', result.claims.sid);
  if (!session || session.revoked || String(session.playerId) !== result.claims.sub)
    throw unauthorized('Unknown token');
  return result.claims;
}

/** The player behind a verified bearer token; 401 when missing, expired, revoked or shut. */
export function authenticate(
  world: World,
  verified: SignatureResult | null | undefined,
): PlayerRow {
  if (!verified) throw unauthorized('Full authentication is required to access this resource');
  const player = findPlayer(world, Number(claimsInSession(world, verified, 'access').sub));
  if (player.state === 'SUSPENDED' || player.state === 'CLOSED')
    throw unauthorized('Account is not active');
  return player;
}

/** Both steps at once, for callers outside the HTTP layer (tests, tools). */
export async function authenticateBearer(
  world: World,
  authorization: string | null,
): Promise<PlayerRow> {
  return authenticate(world, await verifyBearer(world, authorization));
}

/** Rotates both tokens: the old refresh token stops working at once. */
export async function refresh(world: World, refreshToken: string | null): Promise<LoginResponse> {
  if (!refreshToken) throw unauthorized('Unknown token');
  const signed = await checkedSignature(refreshToken, jwtSecret(world));
  // From here on synchronous: two parallel refreshes cannot both rotate the same token.
  const old = claimsInSession(world, signed, 'refresh');
  const session = byKey(world, 'session', old.sid);
  if (!session) throw unauthorized('Unknown token');
  if (session.refreshJti !== old.jti) {
    // A refresh token that was already rotated, used again: it was copied. The OAuth 2.0 security
    // BCP's rule: revoke the whole family (the session), so the copy and the original both die.
    world.db.session.update({ where: { id: { equals: old.sid } }, data: { revoked: true } });
    throw unauthorized('Refresh token reused');
  }
  const playerId = Number(old.sub);
  const player = findPlayer(world, playerId);
  if (player.state === 'SUSPENDED' || player.state === 'CLOSED')
    throw unauthorized('Account is not active');
  const next = claims(world, playerId, old.sid, 'refresh', REFRESH_TTL_SECONDS);
  world.db.session.update({ where: { id: { equals: old.sid } }, data: { refreshJti: next.jti } });
  const access = claims(world, playerId, old.sid, 'access', tokenTtlSeconds());
  return signPair(world, access, next, loginStatus(player));
}

/** Logout: the session of a verified token is revoked, so its access and refresh tokens die. */
export function revokeSession(world: World, verified: SignatureResult | null | undefined): void {
  if (!verified?.ok) return;
  const session = world.db.session.update({
    where: { id: { equals: verified.claims.sid } },
    data: { revoked: true },
  });
  if (session) closePlaySession(world, session.playerId, session.id);
}

/** Ends every session of the player, except `keep` (the one asking, on a password change). */
export function revokeAllSessions(
  world: World,
  playerId: number,
  keep: string | null = null,
): void {
  for (const session of world.db.session.findMany({ where: { playerId: { equals: playerId } } })) {
    if (session.id === keep || session.revoked) continue;
    world.db.session.update({ where: { id: { equals: session.id } }, data: { revoked: true } });
    closePlaySession(world, playerId, session.id);
  }
}

/** The session id of a valid access token (the reality check counts from the session's start). */
export function sessionIdOf(
  world: World,
  verified: SignatureResult | null | undefined,
): string | null {
  if (!verified?.ok) return null;
  const result = checkExpiry(verified, now(world));
  return result.ok ? result.claims.sid : null;
}
