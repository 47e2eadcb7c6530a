import type { World } from '../world/state';
import type {
  DrawInformation,
  DrawWinnings,
  GameInfo,
  LottoResult,
  OfferEvent,
  OfferInfo,
} from '../../src/lib/api/types';
import { now } from '../clock';
import { DAY, parseServerDate, toServerDate, toServerDateTime } from '../domain/dates';
import { isOpenForSale } from '../domain/draws';
import { DomainError } from '../domain/errors';
import { allDraws, findDraw, ranksOf, toDraw, type DrawRow } from './draws';
import { GAME, MAIN_GAME } from './game-config';

const badRequest = (message: string) => new DomainError(400, 'VALIDATION_FAILED', message);

function dateRange(from: string | null, to: string | null): [number, number] {
  const start = from ? parseServerDate(from) : null;
  const end = to ? parseServerDate(to) : null;
  if (start === null || end === null) throw badRequest('Dates are yyyy-MM-dd');
  return [start, end + DAY];
}

/** The draws still on sale in the window, grouped by day (one event per draw day). */
export function offerInfo(
  world: World,
  firstEventDate: string | null,
  lastEventDate: string | null,
): OfferInfo {
  const [start, end] = dateRange(firstEventDate, lastEventDate);
  const events = new Map<string, OfferEvent>();
  for (const draw of allDraws(world)) {
    if (draw.drawTime < start || draw.drawTime >= end || !isOpenForSale(draw, now(world))) continue;
    const day = toServerDate(draw.drawTime);
    const event = events.get(day) ?? { eventId: draw.drawId, eventDate: day, draws: [] };
    event.draws.push(toDraw(draw));
    events.set(day, event);
  }
  return { events: [...events.values()] };
}

const upcoming = (world: World): DrawRow[] => allDraws(world).filter((d) => !d.drawn);

/**
 * The next draw's jackpot: ESTIMATED while on sale, PENDING (no value) between stop-sell and the
 * draw, CONFIRMED in the last 24 hours of sale. A 2digit entry comes along, as on the real backend.
 */
export function gameInfos(world: World): GameInfo[] {
  const next = upcoming(world)[0];
  const infos: GameInfo[] = [];
  if (next) {
    const pending = !isOpenForSale(next, now(world));
    const confirmed = !pending && next.stopSellTime - now(world) <= DAY;
    infos.push({
      gameTypeName: MAIN_GAME,
      drawId: next.drawId,
      drawDate: toServerDateTime(next.drawTime),
      drawLabel: `Draw ${next.drawNumber}`,
      jackpotValue: pending ? null : next.jackpot,
      jackpotState: pending ? 'PENDING' : confirmed ? 'CONFIRMED' : 'ESTIMATED',
    });
  }
  const tomorrow = Math.ceil(now(world) / DAY) * DAY + 17 * 3_600_000;
  infos.push({
    gameTypeName: GAME.twoDigit.gameTypeName,
    drawId: 1,
    drawDate: toServerDateTime(tomorrow),
    drawLabel: 'Daily 2digit',
    jackpotValue: GAME.twoDigit.jackpotValue,
    jackpotState: 'ESTIMATED',
  });
  return infos;
}

export function drawInformation(
  world: World,
  gameTypeNames: string | null,
  nextAmount: unknown,
): DrawInformation[] {
  const amount = Math.min(Math.max(Number(nextAmount) || 1, 1), 50);
  const names = (gameTypeNames ?? MAIN_GAME).split(',').map((n) => n.trim());
  return names
    .filter((name) => name === MAIN_GAME)
    .map((name) => ({
      gameTypeName: name,
      nextDraws: upcoming(world)
        .filter((d) => isOpenForSale(d, now(world)))
        .slice(0, amount)
        .map(toDraw),
    }));
}

/** Drawn draws in the date range, newest first. */
export function results(
  world: World,
  dateFrom: string | null,
  dateTo: string | null,
  gameTypeNames: string | null,
): LottoResult[] {
  const [start, end] = dateRange(dateFrom, dateTo);
  const names = (gameTypeNames ?? MAIN_GAME).split(',').map((n) => n.trim());
  return allDraws(world)
    .filter(
      (d) => d.drawn && d.drawTime >= start && d.drawTime < end && names.includes(d.gameTypeName),
    )
    .reverse()
    .map((d) => ({
      drawId: d.drawId,
      gameTypeName: d.gameTypeName,
      title: 'Lotto 6/29',
      drawNumber: d.drawNumber,
      drawDate: toServerDateTime(d.drawTime),
      winningNumbers: [...d.winningNumbers],
    }));
}

export function winnings(world: World, drawId: unknown): DrawWinnings {
  const draw = findDraw(world, Number(drawId));
  if (!draw || !draw.drawn) throw new DomainError(404, 'NOT_FOUND', 'No results for this draw');
  const ranks = ranksOf(draw);
  return {
    drawId: draw.drawId,
    drawDate: toServerDateTime(draw.drawTime),
    winningNumbers: [...draw.winningNumbers],
    ranks,
    totalWinners: ranks.reduce((sum, r) => sum + r.winners, 0),
    totalPrizes: ranks.reduce((sum, r) => sum + r.totalPrize, 0),
  };
}
