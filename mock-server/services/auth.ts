import type { LoginResponse, LoginStatus } from '../../src/lib/api/types';
import { now } from '../clock';
import { jwtSecret, REFRESH_TTL_SECONDS, tokenTtlSeconds } from '../config';
import { db, nextId } from '../db';
import { DomainError } from '../domain/errors';
import { signJwt, verifyJwt, type TokenClaims } from '../domain/tokens';
import { findPlayer, type PlayerRow } from './ledger';

const unauthorized = (message: string) => new DomainError(401, 'UNAUTHORIZED', message);

function claims(playerId: number, sid: string, typ: TokenClaims['typ'], ttl: number): TokenClaims {
  const iat = Math.floor(now() / 1000);
  return { sub: String(playerId), sid, jti: `${typ}-${nextId('jti')}`, typ, iat, exp: iat + ttl };
}

export function loginStatus(player: PlayerRow): LoginStatus {
  if (player.state === 'UNVERIFIED') return 'MOBILE_NOT_VERIFIED';
  return player.temporaryPassword ? 'TEMPORARY_PASSWORD' : 'OK';
}

/** Opens a session and answers both tokens. */
export function issueTokens(playerId: number): LoginResponse {
  const sid = `s${nextId('session')}`;
  const refresh = claims(playerId, sid, 'refresh', REFRESH_TTL_SECONDS);
  db.session.create({
    id: sid,
    playerId,
    refreshJti: refresh.jti,
    revoked: false,
    startedAt: now(),
  });
  return {
    securityToken: signJwt(claims(playerId, sid, 'access', tokenTtlSeconds()), jwtSecret()),
    refreshToken: signJwt(refresh, jwtSecret()),
    status: loginStatus(findPlayer(playerId)),
  };
}

function verify(token: string, typ: TokenClaims['typ']): TokenClaims {
  const result = verifyJwt(token, jwtSecret(), now());
  if (!result.ok)
    throw unauthorized(result.reason === 'expired' ? 'Token expired' : 'Unknown token');
  if (result.claims.typ !== typ) throw unauthorized('Unknown token');
  const session = db.session.findFirst({ where: { id: { equals: result.claims.sid } } });
  if (!session || session.revoked) throw unauthorized('Unknown token');
  return result.claims;
}

/** The player behind a bearer token; 401 when missing, expired, revoked or the account is shut. */
export function authenticate(authorization: string | null): PlayerRow {
  const token = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (!token) throw unauthorized('Full authentication is required to access this resource');
  const player = findPlayer(Number(verify(token, 'access').sub));
  if (player.state === 'SUSPENDED' || player.state === 'CLOSED')
    throw unauthorized('Account is not active');
  return player;
}

/** Rotates both tokens: the old refresh token stops working at once. */
export function refresh(refreshToken: string | null): LoginResponse {
  if (!refreshToken) throw unauthorized('Unknown token');
  const old = verify(refreshToken, 'refresh');
  const session = db.session.findFirst({ where: { id: { equals: old.sid } } });
  if (!session || session.refreshJti !== old.jti) throw unauthorized('Unknown token');
  const playerId = Number(old.sub);
  const player = findPlayer(playerId);
  if (player.state === 'SUSPENDED' || player.state === 'CLOSED')
    throw unauthorized('Account is not active');
  const next = claims(playerId, old.sid, 'refresh', REFRESH_TTL_SECONDS);
  db.session.update({ where: { id: { equals: old.sid } }, data: { refreshJti: next.jti } });
  return {
    securityToken: signJwt(claims(playerId, old.sid, 'access', tokenTtlSeconds()), jwtSecret()),
    refreshToken: signJwt(next, jwtSecret()),
    status: loginStatus(player),
  };
}

export function revokeSessionOf(authorization: string | null): void {
  const token = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  const result = token ? verifyJwt(token, jwtSecret(), now()) : null;
  if (result?.ok)
    db.session.update({ where: { id: { equals: result.claims.sid } }, data: { revoked: true } });
}

export function revokeAllSessions(playerId: number): void {
  db.session.updateMany({ where: { playerId: { equals: playerId } }, data: { revoked: true } });
}

/** The session id of a valid access token (the reality check counts from the session's start). */
export function sessionIdOf(authorization: string | null): string | null {
  const token = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  const result = token ? verifyJwt(token, jwtSecret(), now()) : null;
  return result?.ok ? result.claims.sid : null;
}
