import { now } from '../../clock';
import { currentWorld } from '../../world/current';

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
export function journalScript(event: string, detail: unknown, player?: string): void {
  const world = currentWorld();
  world.journal.add({
    kind: 'script',
    at: new Date().toISOString(),
    clock: new Date(now()).toISOString(),
    event,
    detail,
    ...(player ? { player } : {}),
  });
}

/** The player's armed next-deposit script, used up by this deposit. */
export function startDepositScript(playerId: number, paymentId: string, phone: string): void {
  const scripts = currentWorld().scripts;
  const script = scripts.nextDeposit.get(playerId);
  if (!script) return;
  scripts.nextDeposit.delete(playerId);
  const dueAt = now() + script.pendingForMs;
  scripts.payments.set(paymentId, { ...script, dueAt, playerId });
  journalScript('deposit pending', { paymentId, ...script, dueAt: new Date(dueAt) }, phone);
}

/** A scripted payment ignores the page and the wallet: only its script settles it. */
export const isScriptedPayment = (paymentId: string): boolean =>
  currentWorld().scripts.payments.has(paymentId);

/** Takes the player's armed next-payout script; the payout then books PENDING. */
export function takePayoutScript(playerId: number): PayoutScript | undefined {
  const scripts = currentWorld().scripts;
  const script = scripts.nextPayout.get(playerId);
  scripts.nextPayout.delete(playerId);
  return script;
}

export function startPayoutScript(
  bookingId: number,
  playerId: number,
  script: PayoutScript,
  phone: string,
): void {
  const dueAt = now() + script.pendingForMs;
  currentWorld().scripts.payouts.set(bookingId, { ...script, dueAt, playerId });
  journalScript('payout pending', { bookingId, ...script, dueAt: new Date(dueAt) }, phone);
}

/** A delayed draw is held (not drawn) until its delay is over on the fake clock. */
export const isDrawHeld = (drawId: number): boolean =>
  (currentWorld().scripts.drawDelays.get(drawId) ?? 0) > now();
