import type { Tables } from '../../db-keys';
import type { World } from '../../world/state';
import type { CharityDraw, CharityDraws } from '../../../src/lib/api/types';
import { splitAmount } from '../../../src/lib/api/charity/split';
import { DAY, parseServerDate, toServerDate, toServerDateTime } from '../../domain/dates';
import { DomainError } from '../../domain/errors';
import { allDraws, type DrawRow } from '../draws';
import { charitySplit } from './split-config';

const badRequest = (message: string) => new DomainError(400, 'VALIDATION_FAILED', message);
/** A year and a day: enough for any year's figures, and it bounds the work of one request. */
const MAX_RANGE_DAYS = 366;

/**
 * Sales at the counters and kiosks besides the fake's own players (the fake has a handful of them,
 * a real draw sells far more). Fixed per draw number so Pact and e2e see stable figures.
 */
export const retailSales = (drawNumber: number): number =>
  150_000_000 + (drawNumber % 10) * 2_500_000;

/** A draw's sales: retail plus each purchased ticket's price for that draw (cost over its draws). */
export function drawSales(world: Tables, draw: DrawRow): number {
  const online = world.db.ticket
    .getAll()
    .filter((ticket) => ticket.drawIds.includes(draw.drawId))
    .reduce((sum, ticket) => sum + ticket.cost / ticket.drawIds.length, 0);
  return retailSales(draw.drawNumber) + online;
}

const raisedBy = (world: Tables, draw: DrawRow) =>
  splitAmount(drawSales(world, draw), charitySplit()).goodCauses;

const yearOf = (ms: number) => toServerDate(ms).slice(0, 4);

/** The held draws between `from` and `to` (server dates, both included), newest first. */
export function charityDraws(world: World, from: string, to: string): CharityDraws {
  const start = parseServerDate(from);
  const end = parseServerDate(to);
  if (start === null || end === null) throw badRequest('Dates are yyyy-MM-dd');
  if (end < start) throw badRequest('from is after to');
  if (end - start > MAX_RANGE_DAYS * DAY) throw badRequest(`At most ${MAX_RANGE_DAYS} days`);
  const held = allDraws(world).filter((draw) => draw.drawn);
  const running = new Map<string, number>();
  const listed: CharityDraw[] = [];
  for (const draw of held) {
    const year = yearOf(draw.drawTime);
    const raised = raisedBy(world, draw);
    const raisedThisYear = (running.get(year) ?? 0) + raised;
    running.set(year, raisedThisYear);
    if (draw.drawTime >= start && draw.drawTime < end + DAY) {
      listed.push({
        drawId: draw.drawId,
        drawDate: toServerDateTime(draw.drawTime),
        raised,
        raisedThisYear,
      });
    }
  }
  return {
    from,
    to,
    draws: listed.reverse(),
    total: listed.reduce((sum, draw) => sum + draw.raised, 0),
  };
}
