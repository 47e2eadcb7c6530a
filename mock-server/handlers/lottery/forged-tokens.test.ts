import { defaultWorld } from '../../world/current';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserBalance } from '../../../src/lib/api/types';
import { jwtSecret } from '../../config';
import { findByUsername } from '../../control/world';
import { signJwt, type TokenClaims } from '../../domain/tokens';
import { AHMED, call, CLOCK_START, control, PASSWORD, token, useFake } from '../../testing/fake';
import { inWorld, newWorld, tokenIn } from '../../testing/worlds';

const world = defaultWorld();

useFake();

/** The secret that sat in mock-server/config.ts: anyone who read the repository could sign. */
const COMMITTED_SECRET = 'fake-lottery-backend-not-a-secret';
const OTHER = '07709991234';

/** The claims of a real token, read without checking (the attacker holds this token). */
const claimsOf = (jwt: string): TokenClaims =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as TokenClaims;

afterEach(() => {
  delete process.env.JWT_SECRET;
});

describe('forged tokens', () => {
  it('has no committed default secret: a token signed with the old one is refused', async () => {
    const real = claimsOf(await token());
    const forged = await signJwt({ ...real, jti: 'forged' }, COMMITTED_SECRET);
    expect(await call('/users/account-balance', { token: forged })).toMatchObject({
      status: 401,
      body: { status: 'UNAUTHORIZED' },
    });
  });

  it('draws a random secret per start unless JWT_SECRET is given', () => {
    const drawn = jwtSecret(world);
    expect(drawn).not.toBe(COMMITTED_SECRET);
    expect(drawn.length).toBeGreaterThanOrEqual(43); // 32 random bytes, base64url
    expect(jwtSecret(world)).toBe(drawn);
    process.env.JWT_SECRET = 'given-by-the-environment';
    expect(jwtSecret(world)).toBe('given-by-the-environment');
  });

  it('refuses a token whose session belongs to another player, even with the secret', async () => {
    process.env.JWT_SECRET = 'leaked-secret';
    await control('/players', {
      method: 'POST',
      body: { phone: OTHER, password: PASSWORD, state: 'verified', balance: 250_000 },
    });
    const victim = findByUsername(world, OTHER);
    const mine = claimsOf(await token(AHMED));
    const forged = await signJwt({ ...mine, sub: String(victim?.id) }, 'leaked-secret');
    const answer = await call<UserBalance>('/users/account-balance', { token: forged });
    expect(answer).toMatchObject({ status: 401, body: { status: 'UNAUTHORIZED' } });
    // The player's own token, signed the same way, still works.
    const own = await call('/users/account-balance', {
      token: await signJwt(mine, 'leaked-secret'),
    });
    expect(own.status).toBe(200);
  });

  it('treats an empty or blank JWT_SECRET as unset (docker-compose passes an empty string)', async () => {
    const drawn = jwtSecret(world);
    for (const blank of ['', '   ']) {
      process.env.JWT_SECRET = blank;
      expect(jwtSecret(world)).toBe(drawn);
      // Logging in worked nowhere with the empty secret (Web Crypto refuses an empty HMAC key).
      expect((await call('/users/account-balance', { token: await token() })).status).toBe(200);
    }
  });

  it("signs a world's tokens with a random key, not one derived from the world's public path", async () => {
    const world = await newWorld(CLOCK_START);
    const real = claimsOf(await tokenIn(world));
    // What the old derivation gave an attacker who knew JWT_SECRET, or saw it empty in compose.
    for (const secret of ['', 'leaked-secret']) {
      process.env.JWT_SECRET = secret;
      const forged = await signJwt({ ...real, jti: 'forged' }, `${secret}/w/${world}`);
      const answer = await inWorld(world, '/users/account-balance', { token: forged });
      expect(answer).toMatchObject({ status: 401, body: { status: 'UNAUTHORIZED' } });
    }
    // The same world's own tokens still work, whatever the environment says.
    expect((await inWorld(world, '/users', { token: await tokenIn(world) })).status).toBe(200);
  });
});
