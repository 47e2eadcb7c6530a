import { now, type Clocked } from '../../clock';
import type { Journal } from '../../pipeline/journal';

/** What the scripts read of a world: its clock, its scripts and its journal. */
export interface Scripted extends Clocked {
  scripts: Scripts;
  journal: Journal;
}

/** Scripted outcomes per entity, kept per world (decision 0143); all timed on the fake clock. */
export interface DepositScript {
  pendingForMs: number;
  then: 'success' | 'failure' | 'timeout';
}

export interface PayoutScript {
  pendingForMs: number;
  then: 'success' | 'failure';
}

export interface Scripts {
  /** Armed per player id, used by that player's next deposit / payout. */
  nextDeposit: Map<number, DepositScript>;
  nextPayout: Map<number, PayoutScript>;
  /** Running: settles at `dueAt` on the fake clock. */
  payments: Map<string, DepositScript & { dueAt: number; playerId: number }>;
  payouts: Map<number, PayoutScript & { dueAt: number; playerId: number }>;
  /** drawId -> fake-clock time before which the draw is not drawn. */
  drawDelays: Map<number, number>;
}

export const emptyScripts = (): Scripts => ({
  nextDeposit: new Map(),
  nextPayout: new Map(),
  payments: new Map(),
  payouts: new Map(),
  drawDelays: new Map(),
});

/** A 'script' entry in the world's journal: QA sees when a scripted outcome is armed and fires. */
export function journalScript(
  world: Scripted,
  event: string,
  detail: unknown,
  player?: string,
): void {
  world.journal.add({
    kind: 'script',
    at: new Date().toISOString(),
    clock: new Date(now(world)).toISOString(),
    event,
    detail,
    ...(player ? { player } : {}),
  });
}

/** The player's armed next-deposit script, used up by this deposit. */
export function startDepositScript(
  world: Scripted,
  playerId: number,
  paymentId: string,
  phone: string,
): void {
  const scripts = world.scripts;
  const script = scripts.nextDeposit.get(playerId);
  if (!script) return;
  scripts.nextDeposit.delete(playerId);
  const dueAt = now(world) + script.pendingForMs;
  scripts.payments.set(paymentId, { ...script, dueAt, playerId });
  journalScript(world, 'deposit pending', { paymentId, ...script, dueAt: new Date(dueAt) }, phone);
}

/** A scripted payment ignores the page and the wallet: only its script settles it. */
export const isScriptedPayment = (world: Scripted, paymentId: string): boolean =>
  world.scripts.payments.has(paymentId);

/** Takes the player's armed next-payout script; the payout then books PENDING. */
export function takePayoutScript(world: Scripted, playerId: number): PayoutScript | undefined {
  const scripts = world.scripts;
  const script = scripts.nextPayout.get(playerId);
  scripts.nextPayout.delete(playerId);
  return script;
}

export function startPayoutScript(
  world: Scripted,
  bookingId: number,
  playerId: number,
  script: PayoutScript,
  phone: string,
): void {
  const dueAt = now(world) + script.pendingForMs;
  world.scripts.payouts.set(bookingId, { ...script, dueAt, playerId });
  journalScript(world, 'payout pending', { bookingId, ...script, dueAt: new Date(dueAt) }, phone);
}

/** A delayed draw is held (not drawn) until its delay is over on the fake clock. */
export const isDrawHeld = (world: Scripted, drawId: number): boolean =>
  (world.scripts.drawDelays.get(drawId) ?? 0) > now(world);
