/**
 * The fake's programmatic API, for tests, provider states and the control endpoints.
 * Everything here acts on the current world (the default one outside a request).
 */
import type { LoginResponse, UserProfile } from '../../src/lib/api/types';
import { clearIdempotency } from '../services/idempotency';
import { emptyFaults } from '../pipeline/faults';
import { emptyScripts } from '../services/scripts/state';
import { currentWorld } from '../world/current';
import { advanceClock, now, resetClock } from '../clock';
import { db } from '../db';
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
import { catchUp, nextUndrawn, performDraw, toDraw } from '../services/draws';
import { balanceOf, type PlayerRow } from '../services/ledger';
import { giveVoucher } from '../services/vouchers';
import type { Draw, TicketDeliverIQDto, UserBalance } from '../../src/lib/api/types';

export { db, getScenario, setScenario, now, advanceClock, resetClock, findByUsername, toProfile };
export type { Scenario, SeedOptions, CreatePlayerOptions, PlayerRow };

/** Reseeds the current world and forgets its idempotency answers, faults, scripts and journal. */
export function resetWorld(options: SeedOptions = {}): void {
  seedWorld(options);
  clearIdempotency();
  const world = currentWorld();
  world.faults = emptyFaults();
  world.scripts = emptyScripts();
  world.journal.clear();
}

export interface CreatedPlayer extends UserProfile {
  balance: UserBalance;
}

/** A player as the control API answers it: the profile plus the balance. */
export function describePlayer(player: PlayerRow): CreatedPlayer {
  return { ...toProfile(player), balance: balanceOf(player.id) };
}

export function createPlayer(options: CreatePlayerOptions): CreatedPlayer {
  return describePlayer(createPlayerRecord(options));
}

export function requirePlayer(phone: string): PlayerRow {
  const player = findByUsername(phone);
  if (!player) throw new DomainError(404, 'NOT_FOUND', `No player ${phone}`);
  return player;
}

/** Logs the player in without a password (any account state). */
export function issueTokensFor(phone: string): Promise<LoginResponse> {
  return issueTokens(requirePlayer(phone).id);
}

/**
 * Draws the earliest undrawn draw. A draw in the future moves the fake clock to its draw time
 * first, so results, drawn tickets and stop-sell stay consistent.
 */
export function drawNextDraw(winningNumbers?: number[]): Draw & { winningNumbers: number[] } {
  catchUp();
  const next = nextUndrawn();
  if (!next) throw new DomainError(404, 'NOT_FOUND', 'No draw left');
  if (next.drawTime > now()) advanceClock(next.drawTime - now());
  const numbers = winningNumbers ?? pickWinningNumbers(random);
  const drawn = performDraw(next, numbers);
  return { ...toDraw(drawn), winningNumbers: [...drawn.winningNumbers] };
}

/** Puts tickets in a player's cart (provider states, e2e set-up). */
export function addTicketsFor(phone: string, tickets: TicketDeliverIQDto[]) {
  return addTickets(requirePlayer(phone), tickets);
}

export function giveVoucherTo(
  phone: string,
  voucher: { code: string; amount: number; expiresInMs: number; applicableTicketTypes?: string[] },
) {
  return giveVoucher(requirePlayer(phone).id, {
    code: voucher.code,
    amount: voucher.amount,
    expiry: now() + voucher.expiresInMs,
    applicableTicketTypes: voucher.applicableTicketTypes ?? [],
  });
}

/** The draws on sale now, earliest first (for building tickets in tests). */
export { openDraws } from './open-draws';
