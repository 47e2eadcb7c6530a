import type { World } from '../world/state';
import type {
  Ticket,
  TicketDraw,
  TicketFilter,
  TicketListQuery,
  TicketState,
  TipResult,
} from '../../src/lib/api/types';
import { now } from '../clock';
import { toServerDateTime } from '../domain/dates';
import { findDraw } from './draws';
import type { PlayerRow } from './ledger';
import { settledDrawsOf, tipsOf, type TicketRow } from './settlement';

function drawTimes(world: World, ticket: TicketRow): number[] {
  return ticket.drawIds.map((id) => findDraw(world, id)?.drawTime ?? 0).sort((a, b) => a - b);
}

/** Extension (decision 0177): every draw the ticket plays, in draw order, with its own results. */
function ticketDraws(world: World, ticket: TicketRow): TicketDraw[] {
  const settled = settledDrawsOf(ticket);
  return ticket.drawIds
    .map((drawId) => ({ drawId, time: findDraw(world, drawId)?.drawTime ?? ticket.created }))
    .sort((a, b) => a.time - b.time || a.drawId - b.drawId)
    .map(({ drawId, time }) => {
      const result = settled.find((s) => s.drawId === drawId);
      return {
        drawId,
        drawDateTime: toServerDateTime(time),
        winningNumbers: result ? [...result.winningNumbers] : null,
        tipResults: result ? result.tipResults : [],
        winAmount: result ? result.winAmount : null,
      };
    });
}

export function toTicket(world: World, ticket: TicketRow, player: PlayerRow): Ticket {
  const times = drawTimes(world, ticket);
  const tips = tipsOf(ticket);
  const first = times[0] ?? ticket.created;
  const last = times[times.length - 1] ?? ticket.created;
  return {
    username: player.username,
    ticketTypeName: ticket.ticketTypeName,
    firstDrawDateTime: toServerDateTime(first),
    lastDrawDateTime: toServerDateTime(last),
    displayName: 'Lotto 6/29',
    stake: ticket.stake,
    ticketId: ticket.ticketId,
    ticketState: ticket.state as TicketState,
    ticketCost: ticket.cost,
    ticketnumber: ticket.ticketnumber,
    participate: ticket.drawIds.length,
    duration: ticket.drawIds.length,
    gameTypeNames: [ticket.ticketTypeName],
    name: '6 aus 29',
    receiptNumber: ticket.receiptNumber,
    created: toServerDateTime(ticket.created),
    tips,
    winAmountProportionate: ticket.winAmount,
    displayEntries: tips.map((grid) => grid.join(' ')),
    drawIds: [...ticket.drawIds],
    winningNumbers: ticket.settledDrawIds.length > 0 ? [...ticket.winningNumbers] : null,
    tipResults: JSON.parse(ticket.tipResultsJson || '[]') as TipResult[],
    draws: ticketDraws(world, ticket),
    // Extension (decision 0224): a subscription's renewal bought it.
    // Subscription ids start at 501: a 0 (an older snapshot's row) is no subscription either.
    ...(ticket.subscriptionId
      ? { source: 'subscription' as const, subscriptionId: ticket.subscriptionId }
      : {}),
  };
}

const lastDrawTime = (world: World, ticket: TicketRow) => Math.max(...drawTimes(world, ticket), 0);

/**
 * filterValue 'OPEN' (any non-empty value) lists open tickets; an empty one lists drawn tickets
 * whose last draw is not in the future, optionally only the states in filterValues.
 */
export function listTickets(
  world: World,
  player: PlayerRow,
  filters: TicketFilter[],
  query: Partial<TicketListQuery>,
): Ticket[] {
  const filter = filters.find((f) => f.filterKey === 'ticketState');
  const wantOpen = filter ? filter.filterValue !== '' : false;
  const states = filter?.filterValues?.filter(Boolean) ?? [];
  let rows = world.db.ticket.findMany({ where: { playerId: { equals: player.id } } });
  rows = wantOpen
    ? rows.filter((t) => t.state === 'OPEN')
    : rows.filter(
        (t) =>
          t.state !== 'OPEN' &&
          // A voided ticket is history at once, even for a draw still ahead (decision 0280).
          (t.state === 'CANCELLED' || lastDrawTime(world, t) <= now(world)) &&
          (states.length === 0 || states.includes(t.state)),
      );
  const orderBy = query.orderBy ?? '-created';
  const key =
    orderBy.replace(/^-/, '') === 'lastDrawDateTime'
      ? (t: TicketRow) => lastDrawTime(world, t)
      : (t: TicketRow) => t.created;
  const sign = orderBy.startsWith('-') ? -1 : 1;
  rows.sort((a, b) => sign * (key(a) - key(b)) || sign * (a.ticketId - b.ticketId));
  const from = Math.max(0, Number(query.from ?? 0) || 0);
  const quantity = Math.max(0, Number(query.quantity ?? 20) || 20);
  return rows.slice(from, from + quantity).map((t) => toTicket(world, t, player));
}
