import type { SubscriptionChange, SubscriptionInput } from '../../../src/lib/api/types';
import { DomainError } from '../errors';
import { isValidGrid } from '../pricing';

/** At most this many grids per subscription, and draws when a count is given (two years). */
export const MAX_GRIDS = 10;
export const MAX_DRAW_COUNT = 208;
export const MAX_SUBSCRIPTIONS = 10;
/** The game's jackpot tops out far below this; a larger minimum is a typo. */
const MAX_JACKPOT_MINIMUM = 100_000_000_000;

const bad = (code: string, message: string) => new DomainError(400, code, message);

const isCount = (v: unknown, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= max;

function tipsOf(v: unknown): number[][] {
  if (!Array.isArray(v) || v.length === 0 || v.length > MAX_GRIDS || !v.every(isValidGrid))
    throw bad('INVALID_TIPS', `tips: 1 to ${MAX_GRIDS} grids of 6 distinct numbers from 1 to 29`);
  return (v as number[][]).map((grid) => [...grid].sort((a, b) => a - b));
}

function weekdaysOf(v: unknown, drawDays: readonly number[]): number[] | null {
  if (v === null) return null;
  if (
    !Array.isArray(v) ||
    v.length === 0 ||
    !v.every((d) => drawDays.includes(d as number)) ||
    new Set(v).size !== v.length
  )
    throw bad('INVALID_WEEKDAYS', `weekdays: null or some of the draw days ${drawDays.join(', ')}`);
  return [...(v as number[])].sort((a, b) => a - b);
}

function drawCountOf(v: unknown): number | null {
  if (v === null) return null;
  if (!isCount(v, MAX_DRAW_COUNT))
    throw bad('INVALID_DRAW_COUNT', `drawCount: null or 1 to ${MAX_DRAW_COUNT}`);
  return v;
}

function minJackpotOf(v: unknown): number | null {
  if (v === null) return null;
  if (!isCount(v, MAX_JACKPOT_MINIMUM))
    throw bad('INVALID_JACKPOT_MINIMUM', 'minJackpot: null or a positive whole number of IQD');
  return v;
}

/** A new subscription's terms; every field is required (null where the player chose none). */
export function checkInput(body: Record<string, unknown>, drawDays: readonly number[]) {
  return {
    tips: tipsOf(body.tips),
    weekdays: weekdaysOf(body.weekdays ?? null, drawDays),
    drawCount: drawCountOf(body.drawCount ?? null),
    minJackpot: minJackpotOf(body.minJackpot ?? null),
  } satisfies SubscriptionInput;
}

/** A change: only the fields given, each checked as on creation. */
export function checkChange(body: Record<string, unknown>, drawDays: readonly number[]) {
  const change: SubscriptionChange = {};
  if ('tips' in body) change.tips = tipsOf(body.tips);
  if ('weekdays' in body) change.weekdays = weekdaysOf(body.weekdays, drawDays);
  if ('drawCount' in body) change.drawCount = drawCountOf(body.drawCount);
  if ('minJackpot' in body) change.minJackpot = minJackpotOf(body.minJackpot);
  if ('status' in body) {
    if (body.status !== 'ACTIVE' && body.status !== 'PAUSED')
      throw bad('INVALID_STATUS', 'status: ACTIVE (resume) or PAUSED (pause)');
    change.status = body.status;
  }
  if (Object.keys(change).length === 0) throw bad('NOTHING_TO_CHANGE', 'No known field given');
  return change;
}
