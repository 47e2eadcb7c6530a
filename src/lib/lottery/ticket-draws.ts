import type { Iqd, Ticket, TicketDraw, TipResult } from '@/lib/api/types';
import { parseServerDate } from '@/lib/format';

/** One grid in one drawn draw, with the backend's result for it (null: the backend gave none). */
export interface GridOutcome {
  /** Index of the grid in `tips` (shown as grid tipIndex + 1). */
  tipIndex: number;
  numbers: number[];
  /** Matched numbers, rank and prize exactly as the backend gave them. */
  result: TipResult | null;
}

/** A drawn draw's results for one ticket. */
export interface DrawResult {
  winningNumbers: number[];
  grids: GridOutcome[];
  /** What the ticket won in this draw, as the backend said; null when it did not say. */
  winAmount: Iqd | null;
}

/**
 * toCome: not drawn yet; drawn: drawn (with its results when the backend gave them);
 * unknown: the backend did not say (a multi-draw ticket without per-draw data).
 */
export type DrawStatus = 'toCome' | 'drawn' | 'unknown';

export interface TicketDrawView {
  drawId: number;
  /** Null when the backend gave no time for this draw. */
  drawDateTime: string | null;
  status: DrawStatus;
  /** Set only when drawn and the backend gave this draw's results. */
  result: DrawResult | null;
}

const gridsOf = (ticket: Ticket, tipResults: readonly TipResult[]): GridOutcome[] =>
  ticket.tips.map((numbers, tipIndex) => ({
    tipIndex,
    numbers,
    result: tipResults.find((r) => r.tipIndex === tipIndex) ?? null,
  }));

const millis = (value: string | null): number =>
  value === null ? Number.NaN : parseServerDate(value).getTime();

function fromExtension(ticket: Ticket, draws: readonly TicketDraw[]): TicketDrawView[] {
  return [...draws]
    .sort((a, b) => millis(a.drawDateTime) - millis(b.drawDateTime) || a.drawId - b.drawId)
    .map((draw) => ({
      drawId: draw.drawId,
      drawDateTime: draw.drawDateTime,
      status: draw.winningNumbers ? 'drawn' : 'toCome',
      result: draw.winningNumbers
        ? {
            winningNumbers: draw.winningNumbers,
            grids: gridsOf(ticket, draw.tipResults),
            winAmount: draw.winAmount,
          }
        : null,
    }));
}

/** The spec's fields describe one draw: exactly right for a single-draw ticket. */
function fromSingleDraw(ticket: Ticket, drawId: number): TicketDrawView {
  const settled = ticket.ticketState === 'LOST' || ticket.ticketState === 'WON_FINALIZED';
  const status: DrawStatus = ticket.winningNumbers || settled ? 'drawn' : 'toCome';
  return {
    drawId,
    drawDateTime: ticket.lastDrawDateTime,
    status: ticket.ticketState === 'CANCELLED' ? 'unknown' : status,
    result: ticket.winningNumbers
      ? {
          winningNumbers: ticket.winningNumbers,
          grids: gridsOf(ticket, ticket.tipResults),
          winAmount: settled ? ticket.winAmountProportionate : null,
        }
      : null,
  };
}

/**
 * A multi-draw ticket without per-draw data: the spec's fields cannot say which draw they
 * describe, so no draw gets results. A settled ticket has had all its draws; a draw whose time
 * is still ahead is to come; anything else is unknown.
 */
function fromMultiDraw(ticket: Ticket, now: Date): TicketDrawView[] {
  const settled = ticket.ticketState === 'LOST' || ticket.ticketState === 'WON_FINALIZED';
  const last = ticket.drawIds.length - 1;
  const firstMillis = millis(ticket.firstDrawDateTime);
  return ticket.drawIds.map((drawId, index) => {
    const drawDateTime =
      index === 0 ? ticket.firstDrawDateTime : index === last ? ticket.lastDrawDateTime : null;
    const ahead =
      firstMillis > now.getTime() ||
      (drawDateTime !== null && millis(drawDateTime) > now.getTime());
    const open = ticket.ticketState === 'OPEN';
    const status: DrawStatus = settled ? 'drawn' : open && ahead ? 'toCome' : 'unknown';
    return { drawId, drawDateTime, status, result: null };
  });
}

/**
 * Every draw a ticket plays, in draw order, with its state and (when the backend gave them) its
 * results per grid. The one place the screens read draws, matches, ranks and prizes from: the
 * win notice, the lists and the details page agree because they all call this. Nothing is
 * computed here: matched numbers, ranks and prizes are the backend's.
 */
export function ticketDraws(ticket: Ticket, now: Date): TicketDrawView[] {
  if (Array.isArray(ticket.draws) && ticket.draws.length > 0)
    return fromExtension(ticket, ticket.draws);
  if (ticket.drawIds.length > 1) return fromMultiDraw(ticket, now);
  const [drawId] = ticket.drawIds;
  return drawId === undefined ? [] : [fromSingleDraw(ticket, drawId)];
}

/** A grid the backend ranked in a draw. */
export type RankedGrid = GridOutcome & { result: TipResult & { rank: number } };

/** The grids the backend ranked in a draw (they won something), in grid order. */
export const winningGrids = (result: DrawResult): RankedGrid[] =>
  result.grids.filter(
    (grid): grid is RankedGrid => grid.result !== null && grid.result.rank !== null,
  );

/** A draw the ticket won something in, by the backend's word. */
/** A draw the backend settled as won: its result and its amount are known. */
export type WinningDraw = TicketDrawView & { result: DrawResult & { winAmount: number } };

export const isWinningDraw = (draw: TicketDrawView): draw is WinningDraw =>
  draw.result !== null && draw.result.winAmount !== null && draw.result.winAmount > 0;

/**
 * The next draw: the first one not drawn, when it is known to come (a draw whose state the
 * backend did not give may be drawn already, so nothing after it is called "next").
 */
export function nextDrawToCome(draws: readonly TicketDrawView[]): TicketDrawView | undefined {
  const first = draws.find((draw) => draw.status !== 'drawn');
  return first?.status === 'toCome' ? first : undefined;
}

/** How many of the ticket's draws are drawn. */
export const drawnCount = (draws: readonly TicketDrawView[]): number =>
  draws.filter((draw) => draw.status === 'drawn').length;
