import type { World } from './world/state';
import game from '../fixtures/lottery/game.json';
import players from '../fixtures/lottery/players.json';
import vouchers from '../fixtures/lottery/vouchers.json';
import type { City, Gender } from '../src/lib/api/types';
import { now, resetClock } from './clock';
import { clearDb } from './db';
import { DAY } from './domain/dates';
import { pickWinningNumbers } from './domain/draws';
import { random, reseed } from './random';
import { resetScenario } from './scenario';
import { seedArchive } from './seed-archive';
import { historyFor, openingDeposit, seedAhmed } from './seed-history';
import { createPlayer, type PlayerStateOption } from './services/accounts/players';
import { allDraws, catchUp, ensureSchedule, performDraw, resetSchedule } from './services/draws';

export interface SeedOptions {
  /** Freeze the fake clock at this moment (tests, Pact); omitted, it follows real time. */
  clockStart?: number;
}

/** Builds the same world on every run: fixtures plus faker under a fixed seed. */
export function seedWorld(world: World, options: SeedOptions = {}): void {
  clearDb(world);
  resetSchedule(world);
  resetScenario(world);
  resetClock(world, options.clockStart);
  reseed(world, game.seed);
  const start = now(world);
  ensureSchedule(world, start - game.pastWeeks * 7 * DAY);
  const past = allDraws(world).filter((d) => d.drawTime <= start);
  const winning = new Map(past.map((d) => [d.drawId, pickWinningNumbers(() => random(world))]));
  seedCodes(world, start);
  const ahmedHistory = historyFor(world, past, winning);
  for (const fixture of players.players) {
    const opening = fixture.history
      ? openingDeposit(fixture.balance, ahmedHistory, winning)
      : fixture.balance;
    const player = createPlayer(world, {
      ...fixture,
      state: fixture.state as PlayerStateOption,
      city: fixture.city as City,
      gender: fixture.gender as Gender,
      password: players.password,
      balance: opening,
      withdrawable: fixture.history ? opening : fixture.withdrawable,
      at: start - 57 * DAY,
    });
    if (fixture.history) seedAhmed(world, player.id, start, ahmedHistory, winning);
  }
  for (let i = 0; i < players.extraRandomPlayers; i += 1) seedRandomPlayer(world, start);
  // Any past draw not drawn above (no history around it) gets its seeded numbers now.
  for (const draw of allDraws(world).filter((d) => !d.drawn && d.drawTime <= start)) {
    performDraw(world, draw, winning.get(draw.drawId) ?? pickWinningNumbers(() => random(world)));
  }
  catchUp(world);
  // Last: the archive has its own random stream and touches nothing seeded above.
  seedArchive(world);
}

function seedCodes(world: World, start: number): void {
  for (const code of vouchers.codes) {
    world.db.voucherCode.create({ ...code, expiry: start + code.expiresInDays * DAY });
  }
}

function seedRandomPlayer(world: World, start: number): void {
  const balance = world.faker.number.int({ min: 0, max: 40 }) * 1000;
  const firstName = world.faker.person.firstName();
  const lastName = world.faker.person.lastName();
  createPlayer(world, {
    phone: `0780${world.faker.string.numeric(7)}`,
    password: players.password,
    state: 'verified',
    balance,
    withdrawable: balance,
    firstName,
    lastName,
    email: world.faker.internet
      .email({ firstName, lastName, provider: 'example.org' })
      .toLowerCase(),
    at: start - world.faker.number.int({ min: 5, max: 50 }) * DAY,
  });
}
