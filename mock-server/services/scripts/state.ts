/** Scripted outcomes armed per world (services/scripts). Filled in by the scripts service. */
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
