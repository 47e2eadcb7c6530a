/** Settings read from the environment at call time, so tests can change them. */
const DEFAULT_TOKEN_TTL_SECONDS = 15 * 60;

export function tokenTtlSeconds(): number {
  const value = Number(process.env.TOKEN_TTL_SECONDS);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_TOKEN_TTL_SECONDS;
}

/** Refresh tokens live 30 days: the spec logs a player out after 30 days of inactivity. */
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;

/** Where links in emails and payment callbacks send the player (the web app). */
export function appOrigin(): string {
  return (process.env.APP_ORIGIN ?? 'http://127.0.0.1:5173').replace(/\/$/, '');
}

/** HS256 secret of the fake's JWTs; not a secret worth protecting. */
export function jwtSecret(): string {
  return process.env.JWT_SECRET ?? 'fake-lottery-backend-not-a-secret';
}

export const DEFAULT_ORIGIN = 'http://127.0.0.1:4000';
