import { randomSecret } from './domain/hmac';
import type { World } from './world/state';

/** Settings read from the environment at call time, so tests can change them. */

/** `process.env` under Node; nothing in the browser-hosted fake. */
const env = (name: string): string | undefined =>
  typeof process === 'undefined' ? undefined : process.env[name];
const DEFAULT_TOKEN_TTL_SECONDS = 15 * 60;

export function tokenTtlSeconds(): number {
  const value = Number(env('TOKEN_TTL_SECONDS'));
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_TOKEN_TTL_SECONDS;
}

/** Refresh tokens live 30 days: the spec logs a player out after 30 days of inactivity. */
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;

/** Where links in emails and payment callbacks send the player (the web app). */
export function appOrigin(): string {
  return (env('APP_ORIGIN') ?? defaultAppOrigin()).replace(/\/$/, '');
}

let drawnSecret: string | undefined;

/**
 * HS256 secret of the fake's JWTs. The default world signs with `JWT_SECRET`, or, when it is unset
 * or blank (docker-compose passes `${JWT_SECRET:-}`, an empty string), 32 random bytes drawn once
 * per start: nothing committed or public can sign a token the fake accepts. Every other world signs
 * with its own random key (`World.tokenKey`), never derived from its id or path, so a token from one
 * world is refused in every other and no one can forge one from a world's public address.
 */
export function jwtSecret(world: World): string {
  if (world.prefix) return world.tokenKey;
  drawnSecret ??= randomSecret();
  const given = env('JWT_SECRET')?.trim();
  return given ? given : drawnSecret;
}

export const DEFAULT_ORIGIN = 'http://127.0.0.1:4000';

/** In the browser-hosted fake the app is the page itself. */
const defaultAppOrigin = (): string =>
  typeof location === 'undefined' ? 'http://127.0.0.1:5173' : location.origin;
