import game from '../fixtures/lottery/game.json';
import players from '../fixtures/lottery/players.json';
import vouchers from '../fixtures/lottery/vouchers.json';
import type { City, Gender } from '../src/lib/api/types';
import { now, resetClock } from './clock';
import { clearDb, db } from './db';
import { DAY } from './domain/dates';
import { pickWinningNumbers } from './domain/draws';
import { random, reseed, rng } from './random';
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
export function seedWorld(options: SeedOptions = {}): void {
  clearDb();
  resetSchedule();
  resetScenario();
  resetClock(options.clockStart);
  reseed(game.seed);
  const start = now();
  ensureSchedule(start - game.pastWeeks * 7 * DAY);
  const past = allDraws().filter((d) => d.drawTime <= start);
  const winning = new Map(past.map((d) => [d.drawId, pickWinningNumbers(random)]));
  seedCodes(start);
  const ahmedHistory = historyFor(past, winning);
  for (const fixture of players.players) {
    const opening = fixture.history
      ? openingDeposit(fixture.balance, ahmedHistory, winning)
      : fixture.balance;
    const player = createPlayer({
      ...fixture,
      state: fixture.state as PlayerStateOption,
      city: fixture.city as City,
      gender: fixture.gender as Gender,
      password: players.password,
      balance: opening,
      withdrawable: fixture.history ? opening : fixture.withdrawable,
      at: start - 57 * DAY,
    });
    if (fixture.history) seedAhmed(player.id, start, ahmedHistory, winning);
  }
  for (let i = 0; i < players.extraRandomPlayers; i += 1) seedRandomPlayer(start);
  // Any past draw not drawn above (no history around it) gets its seeded numbers now.
  for (const draw of allDraws().filter((d) => !d.drawn && d.drawTime <= start)) {
    performDraw(draw, winning.get(draw.drawId) ?? pickWinningNumbers(random));
  }
  catchUp();
  // Last: the archive has its own random stream and touches nothing seeded above.
  seedArchive();
}

function seedCodes(start: number): void {
  for (const code of vouchers.codes) {
    db.voucherCode.create({ ...code, expiry: start + code.expiresInDays * DAY });
  }
}

function seedRandomPlayer(start: number): void {
  const balance = rng.number.int({ min: 0, max: 40 }) * 1000;
  const firstName = rng.person.firstName();
  const lastName = rng.person.lastName();
  createPlayer({
    phone: `0780${rng.string.numeric(7)}`,
    password: players.password,
    state: 'verified',
    balance,
    withdrawable: balance,
    firstName,
    lastName,
    email: rng.internet.email({ firstName, lastName, provider: 'example.org' }).toLowerCase(),
    at: start - rng.number.int({ min: 5, max: 50 }) * DAY,
  });
}
