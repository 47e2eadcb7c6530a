import type { World } from '../world/state';
import type { RiskSignal, RiskStatus } from '../../src/lib/api/types/player-care';
import { now } from '../clock';
import { toServerDateTime } from '../domain/dates';
import type { RiskMark } from '../domain/responsible-play';
import { riskSignals, type RiskFacts } from '../domain/risk-signals';
import type { PlayerRow } from './ledger';
import { isProtectedPlayer } from './may-charge';
import { moneyEvents, playStateOf, updatePlayState } from './responsible-play';

/** What the rules read about a player, from the ledger, the orders and the limits. */
export function riskFactsOf(world: World, playerId: number): RiskFacts {
  const purchases = world.db.order
    .findMany({ where: { playerId: { equals: playerId } } })
    .filter((o) => o.purchasedAt > 0)
    .map((o) => o.purchasedAt);
  return {
    deposits: moneyEvents(world, playerId, 'DEPOSIT'),
    spending: moneyEvents(world, playerId, 'SPENDING'),
    purchases,
    state: playStateOf(world, playerId),
  };
}

export interface RiskView extends RiskStatus {
  override: RiskMark['override'];
}

const NO_MARK: RiskMark = { override: null, flaggedAt: null };

/**
 * The player's risk status now (decision 0286): QA's override, else the rules on the fake's clock.
 * The moment a player is first seen at risk is kept, and the player is told then: the message is
 * journaled (kind 'message', topic 'care'); the app shows it with the tools (limits, time-out,
 * self-exclusion).
 */
export function riskOf(world: World, player: PlayerRow): RiskView {
  const at = now(world);
  const mark = playStateOf(world, player.id).risk ?? NO_MARK;
  const signals: RiskSignal[] =
    mark.override === 'CLEARED'
      ? []
      : [
          ...riskSignals(riskFactsOf(world, player.id), at),
          ...(mark.override === 'FLAGGED' ? (['OPERATOR'] as const) : []),
        ];
  const atRisk = signals.length > 0;
  let flaggedAt = mark.flaggedAt;
  if (atRisk !== (flaggedAt !== null)) {
    flaggedAt = atRisk ? at : null;
    updatePlayState(world, player.id, (s) => ({ ...s, risk: { ...mark, flaggedAt } }));
    if (atRisk) tellAtRisk(world, player, signals);
  }
  return {
    atRisk,
    since: flaggedAt === null ? null : toServerDateTime(flaggedAt),
    signals,
    override: mark.override,
  };
}

function tellAtRisk(world: World, player: PlayerRow, signals: RiskSignal[]) {
  world.journal.add({
    kind: 'message',
    at: new Date().toISOString(),
    clock: new Date(now(world)).toISOString(),
    event: 'inApp',
    player: player.phone,
    detail: { topic: 'care', promotional: false, signals },
  });
}

/** QA (an operator) flags or clears a player, or gives the decision back to the rules (null). */
export function setRiskOverride(
  world: World,
  player: PlayerRow,
  override: RiskMark['override'],
): RiskView {
  updatePlayState(world, player.id, (s) => ({
    ...s,
    risk: { ...(s.risk ?? NO_MARK), override },
  }));
  return riskOf(world, player);
}

/**
 * Whether any promotion may reach the player: never a protected player (self-excluded, timed
 * out, closed or suspended), nor one at risk (Svenska Spel stops all direct marketing).
 */
export const mayMarketTo = (world: World, player: PlayerRow): boolean =>
  !isProtectedPlayer(world, player) && !riskOf(world, player).atRisk;
