import type { Ticket, TicketDraw, TipResult } from '@/lib/api/types';
import { ticket } from './lottery-fixtures';

/** A server date-time `days` from now (negative: past) at 20:00 +03:00. */
export const daysFromNow = (days: number): string => {
  const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `${date}T20:00:00+03:00`;
};

/** The numbers a grid shares with a draw: what a test expects, never read from the UI. */
export const intersect = (grid: readonly number[], drawn: readonly number[]): number[] =>
  grid.filter((n) => drawn.includes(n)).sort((a, b) => a - b);

/** A two-grid ticket: grid 1 matches 5 of the draw (rank 2), grid 2 matches 1. */
export const TWO_GRIDS = {
  grids: [
    [3, 8, 12, 17, 21, 29],
    [1, 2, 4, 5, 6, 7],
  ],
  drawn: [1, 3, 8, 12, 17, 21],
};

/** The backend's results of that draw, as the fake settles them. */
const resultsOf = (grids: number[][], drawn: number[], ranks: Record<number, [number, number]>) =>
  grids.map((grid, tipIndex): TipResult => {
    const matchedNumbers = intersect(grid, drawn);
    const [rank, prize] = ranks[matchedNumbers.length] ?? [null, 0];
    return { tipIndex, matchedNumbers, rank, prize };
  });

/** The fake's prize table: matches → [rank, fixed prize]. */
export const RANKS: Record<number, [number, number]> = {
  5: [2, 1_000_000],
  4: [3, 50_000],
  3: [4, 2_000],
};

/** A single-draw ticket (spec fields only) that won rank 2 with grid 1, drawn yesterday. */
export const fiveMatchTicket = (id: number, overrides: Partial<Ticket> = {}): Ticket =>
  ticket(id, {
    tips: TWO_GRIDS.grids,
    drawIds: [115],
    ticketState: 'WON_FINALIZED',
    firstDrawDateTime: daysFromNow(-1),
    lastDrawDateTime: daysFromNow(-1),
    winningNumbers: TWO_GRIDS.drawn,
    tipResults: resultsOf(TWO_GRIDS.grids, TWO_GRIDS.drawn, RANKS),
    winAmountProportionate: 1_000_000,
    ...overrides,
  });

/** A play-ahead ticket: 2 weeks (draws 116 to 119), the first drawn with 4 matches. */
export const TWO_WEEKS = {
  grids: [[3, 8, 12, 17, 24, 25]],
  drawIds: [116, 117, 118, 119],
  firstDrawn: [3, 8, 12, 17, 21, 29],
};

export const twoWeekTicket = (id: number, withDraws = true): Ticket => {
  const days = [-1, 3, 6, 10];
  const draws: TicketDraw[] = TWO_WEEKS.drawIds.map((drawId, index) =>
    index === 0
      ? {
          drawId,
          drawDateTime: daysFromNow(days[index] ?? 0),
          winningNumbers: TWO_WEEKS.firstDrawn,
          tipResults: resultsOf(TWO_WEEKS.grids, TWO_WEEKS.firstDrawn, RANKS),
          winAmount: 50_000,
        }
      : {
          drawId,
          drawDateTime: daysFromNow(days[index] ?? 0),
          winningNumbers: null,
          tipResults: [],
          winAmount: null,
        },
  );
  return ticket(id, {
    tips: TWO_WEEKS.grids,
    drawIds: TWO_WEEKS.drawIds,
    participate: 4,
    duration: 4,
    ticketCost: 4000,
    ticketState: 'OPEN',
    firstDrawDateTime: daysFromNow(-1),
    lastDrawDateTime: daysFromNow(10),
    // What the spec's single-draw fields hold on the fake: the latest settled draw.
    winningNumbers: TWO_WEEKS.firstDrawn,
    tipResults: resultsOf(TWO_WEEKS.grids, TWO_WEEKS.firstDrawn, RANKS),
    winAmountProportionate: 50_000,
    ...(withDraws ? { draws } : {}),
  });
};
