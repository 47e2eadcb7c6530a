import type { Tables } from '../db-keys';
import type { World } from '../world/state';
import type { TipResult } from '../../src/lib/api/types';
import { type Row } from '../db';
import { gridResults } from '../domain/prizes';
import { GAME } from './game-config';
import { book } from './ledger';

export type TicketRow = Row<'ticket'>;

/** One settled draw of a ticket: that draw's own numbers, grid results and prize (decision 0177). */
export interface SettledDraw {
  drawId: number;
  winningNumbers: number[];
  tipResults: TipResult[];
  winAmount: number;
}

export const tipsOf = (ticket: TicketRow): number[][] => JSON.parse(ticket.tipsJson) as number[][];

/** The ticket's settled draws, oldest settlement first ('' from rows made before the field). */
export const settledDrawsOf = (ticket: TicketRow): SettledDraw[] =>
  JSON.parse(ticket.drawResultsJson || '[]') as SettledDraw[];

const playingIn = (world: Tables, drawId: number): TicketRow[] =>
  world.db.ticket
    .findMany({ where: { state: { equals: 'OPEN' } } })
    .filter((t) => t.drawIds.includes(drawId));

/** Every grid that plays in a draw, for the prize table's winner counts. */
export const ticketGridsOf = (world: Tables, drawId: number): number[][] =>
  playingIn(world, drawId).flatMap(tipsOf);

/**
 * Settles the open tickets of a drawn draw: each winning grid's prize is booked as WIN_PAYIN,
 * unless the ticket's win in the draw reaches the claim threshold (then the player claims it);
 * the draw's results are kept per draw (a play-ahead ticket keeps every draw's); a ticket whose
 * last draw this was becomes WON_FINALIZED (won anything) or LOST. The spec's single-draw fields
 * (`winningNumbers`, `tipResultsJson`) keep the latest settled draw.
 */
export function settleTickets(
  world: World,
  drawId: number,
  winningNumbers: number[],
  jackpotPerWinner: number,
  at?: number,
): void {
  for (const ticket of playingIn(world, drawId)) {
    const results: TipResult[] = gridResults(tipsOf(ticket), winningNumbers, jackpotPerWinner);
    const won = results.reduce((sum, r) => sum + r.prize, 0);
    // A large win is claimed, not credited (decision 0251): prize-claims.ts lists it.
    if (won > 0 && won < GAME.prizeClaims.threshold) {
      book(world, ticket.playerId, 'WIN_PAYIN', won, {
        description: `Winnings, ticket ${ticket.ticketnumber}`,
        transactionId: `WIN-${ticket.ticketId}-${drawId}`,
        ...(at === undefined ? {} : { at }),
      });
    }
    const settledDrawIds = [...ticket.settledDrawIds, drawId];
    const finished = ticket.drawIds.every((id) => settledDrawIds.includes(id));
    const winAmount = ticket.winAmount + won;
    const settled: SettledDraw = {
      drawId,
      winningNumbers: [...winningNumbers],
      tipResults: results,
      winAmount: won,
    };
    world.db.ticket.update({
      where: { ticketId: { equals: ticket.ticketId } },
      data: {
        settledDrawIds,
        winAmount,
        winningNumbers,
        tipResultsJson: JSON.stringify(results),
        drawResultsJson: JSON.stringify([...settledDrawsOf(ticket), settled]),
        state: finished ? (winAmount > 0 ? 'WON_FINALIZED' : 'LOST') : 'OPEN',
      },
    });
  }
}
