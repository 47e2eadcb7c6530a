/** Provider states of the per-draw ticket results extension (contracts/states-ticket-draws.ts). */
import {
  JACKPOT_GRID,
  PLAY_AHEAD_TICKET,
  TICKET_DRAW_STATES,
} from '../../contracts/states-ticket-draws';
import { DomainError } from '../domain/errors';
import { purchase } from '../services/purchase';
import { ensurePlayer, loggedIn, type Builder } from './provider-states-support';
import { addTicketsFor, drawNextDraw, openDraws } from './world';

export const TICKET_DRAW_BUILDERS: Record<string, Builder> = {
  [TICKET_DRAW_STATES.playAheadFirstDrawWon]: (world, params) => {
    const player = ensurePlayer(world, params);
    const drawIds = openDraws(world)
      .slice(0, PLAY_AHEAD_TICKET.draws)
      .map((d) => d.drawId);
    if (drawIds.length < PLAY_AHEAD_TICKET.draws)
      throw new DomainError(409, 'NO_OPEN_DRAW', 'Fewer than four draws are on sale');
    addTicketsFor(world, player.phone, [
      { ticketTypeName: '6of29', drawIds, tips: [[...PLAY_AHEAD_TICKET.grid]] },
    ]);
    purchase(world, player, { soldOut: 'none', spendingLimitIqd: null });
    drawNextDraw(world, [...PLAY_AHEAD_TICKET.firstDrawNumbers]);
    // The draw moves the clock to draw time: tokens issued before it would have expired.
    return loggedIn(world, params);
  },
  [TICKET_DRAW_STATES.jackpotToClaim]: (world, params) => {
    const player = ensurePlayer(world, params);
    const [next] = openDraws(world);
    if (!next) throw new DomainError(409, 'NO_OPEN_DRAW', 'No draw is on sale');
    addTicketsFor(world, player.phone, [
      { ticketTypeName: '6of29', drawIds: [next.drawId], tips: [[...JACKPOT_GRID]] },
    ]);
    purchase(world, player, { soldOut: 'none', spendingLimitIqd: null });
    drawNextDraw(world, [...JACKPOT_GRID]);
    return loggedIn(world, params);
  },
};
