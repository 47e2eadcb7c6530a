/**
 * The fake's programmatic API, for tests, provider states and the control endpoints.
 * Everything here acts on the current world (the default one outside a request).
 */
import type { World } from '../world/state';
import type { LoginResponse, UserProfile } from '../../src/lib/api/types';
import { clearIdempotency } from '../services/idempotency';
import { emptyFaults } from '../pipeline/faults';
import { emptyNetwork } from '../pipeline/network/state';
import { emptyScripts } from '../services/scripts/state';
import { advanceClock, now, resetClock } from '../clock';
import { pickWinningNumbers } from '../domain/draws';
import { DomainError } from '../domain/errors';
import { random } from '../random';
import { seedWorld, type SeedOptions } from '../seed';
import { getScenario, setScenario, type Scenario } from '../scenario';
import { issueTokens } from '../services/auth';
import { addTickets } from '../services/cart';
import {
  createPlayer as createPlayerRecord,
  findByUsername,
  toProfile,
  type CreatePlayerOptions,
} from '../services/accounts/players';
import {
  catchUp,
  findDraw,
  hasDerivedNumbers,
  nextUndrawn,
  performDraw,
  toDraw,
} from '../services/draws';
import { prepareDrawProofs } from '../services/draw-proofs';
import { balanceOf, type PlayerRow } from '../services/ledger';
import { giveVoucher } from '../services/vouchers';
import type { Draw, TicketDeliverIQDto, UserBalance } from '../../src/lib/api/types';

export { getScenario, setScenario, now, advanceClock, resetClock, findByUsername, toProfile };
export type { Scenario, SeedOptions, CreatePlayerOptions, PlayerRow };

/** Reseeds the current world and forgets its idempotency answers, faults, scripts and journal. */
export function resetWorld(world: World, options: SeedOptions = {}): void {
  seedWorld(world, options);
  clearIdempotency(world);
  world.faults = emptyFaults();
  world.network = emptyNetwork();
  world.paymentOutages = [];
  world.scripts = emptyScripts();
  world.journal.clear();
}

export interface CreatedPlayer extends UserProfile {
  balance: UserBalance;
}

/** A player as the control API answers it: the profile plus the balance. */
export function describePlayer(world: World, player: PlayerRow): CreatedPlayer {
  return { ...toProfile(player), balance: balanceOf(world, player.id) };
}

export function createPlayer(world: World, options: CreatePlayerOptions): CreatedPlayer {
  return describePlayer(world, createPlayerRecord(world, options));
}

export function requirePlayer(world: World, phone: string): PlayerRow {
  const player = findByUsername(world, phone);
  if (!player) throw new DomainError(404, 'NOT_FOUND', `No player ${phone}`);
  return player;
}

/** Logs the player in without a password (any account state). */
export function issueTokensFor(world: World, phone: string): Promise<LoginResponse> {
  return issueTokens(world, requirePlayer(world, phone).id);
}

/**
 * Draws the earliest undrawn draw. A draw in the future moves the fake clock to its draw time
 * first, so results, drawn tickets and stop-sell stay consistent.
 */
export function drawNextDraw(
  world: World,
  winningNumbers?: number[],
): Draw & { winningNumbers: number[] } {
  catchUp(world);
  const next = nextUndrawn(world);
  if (!next) throw new DomainError(404, 'NOT_FOUND', 'No draw left');
  if (next.drawTime > now(world)) advanceClock(world, next.drawTime - now(world));
  const numbers = winningNumbers ?? pickWinningNumbers(() => random(world));
  const drawn = performDraw(world, next, numbers);
  return { ...toDraw(drawn), winningNumbers: [...drawn.winningNumbers] };
}

/**
 * Draws the earliest undrawn draw with the fake's own randomness: the numbers its committed seed
 * yields (decision 0200), so the draw can be verified. A draw without a seed gets random numbers
 * and is published as manual.
 */
export async function drawNextFromSeed(world: World): Promise<Draw & { winningNumbers: number[] }> {
  catchUp(world);
  const next = nextUndrawn(world);
  if (!next) throw new DomainError(404, 'NOT_FOUND', 'No draw left');
  if (next.drawTime > now(world)) advanceClock(world, next.drawTime - now(world));
  await prepareDrawProofs(world);
  const ready = findDraw(world, next.drawId)!;
  if (!hasDerivedNumbers(ready)) return drawNextDraw(world);
  const drawn = performDraw(world, ready, ready.derivedNumbers, 'seed');
  return { ...toDraw(drawn), winningNumbers: [...drawn.winningNumbers] };
}

/** Puts tickets in a player's cart (provider states, e2e set-up). */
export function addTicketsFor(world: World, phone: string, tickets: TicketDeliverIQDto[]) {
  return addTickets(world, requirePlayer(world, phone), tickets);
}

export function giveVoucherTo(
  world: World,
  phone: string,
  voucher: { code: string; amount: number; expiresInMs: number; applicableTicketTypes?: string[] },
) {
  return giveVoucher(world, requirePlayer(world, phone).id, {
    code: voucher.code,
    amount: voucher.amount,
    expiry: now(world) + voucher.expiresInMs,
    applicableTicketTypes: voucher.applicableTicketTypes ?? [],
  });
}

/** The draws on sale now, earliest first (for building tickets in tests). */
export { openDraws } from './open-draws';
