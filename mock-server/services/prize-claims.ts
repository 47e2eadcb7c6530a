import type { World } from '../world/state';
import type { PrizeClaim, PrizeClaims } from '../../src/lib/api/types';
import { toServerDateTime } from '../domain/dates';
import { findDraw } from './draws';
import { GAME } from './game-config';
import type { PlayerRow } from './ledger';
import { settledDrawsOf } from './settlement';

/** From this many IQD a ticket's win in one draw is claimed, not credited (decision 0251). */
export const CLAIM_THRESHOLD: number = GAME.prizeClaims.threshold;

/** A win the wallet does not get: the player claims it. */
export const isClaimed = (amount: number): boolean => amount >= CLAIM_THRESHOLD;

/**
 * The player's claims, derived from the settled draws of their tickets (never stored twice):
 * every ticket's win in a draw from the threshold on. The fake has no claim desk, so each one
 * waits for the player.
 */
export function prizeClaimsOf(world: World, player: PlayerRow): PrizeClaims {
  const tickets = world.db.ticket.findMany({ where: { playerId: { equals: player.id } } });
  const claims: PrizeClaim[] = tickets.flatMap((ticket) =>
    settledDrawsOf(ticket)
      .filter((draw) => isClaimed(draw.winAmount))
      .map((draw) => ({
        claimId: `CLM-${ticket.ticketId}-${draw.drawId}`,
        ticketId: ticket.ticketId,
        drawId: draw.drawId,
        amount: draw.winAmount,
        state: 'WAITING_FOR_PLAYER' as const,
        // Booked as the wins are: a minute after the draw.
        created: toServerDateTime((findDraw(world, draw.drawId)?.drawTime ?? 0) + 60_000),
      })),
  );
  return {
    threshold: CLAIM_THRESHOLD,
    contactPhone: GAME.prizeClaims.contactPhone,
    claims: claims.sort((a, b) => b.drawId - a.drawId || b.amount - a.amount),
  };
}
