/** base64url without padding, as JWTs use it. */
const base64Url = (value: object): string =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/**
 * An unsigned-looking JWT whose `exp` lies `expInSeconds` from now (the faked clock when fake
 * timers run). The client only reads `exp`; the signature is never checked here.
 */
export function makeJwt({
  expInSeconds,
  sub = 'player-1',
}: {
  expInSeconds: number;
  sub?: string;
}): string {
  const exp = Math.floor(Date.now() / 1000) + expInSeconds;
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub, exp })}.signature`;
}
