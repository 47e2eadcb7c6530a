import { DateTime } from 'luxon';
import { SERVER_ZONE } from './dates';

export interface DrawSchedule {
  /** ISO weekdays (1 = Monday ... 7 = Sunday), Iraq time. */
  weekdays: number[];
  /** `HH:mm`, Iraq time (+03:00). */
  time: string;
  /** Sales stop this many minutes before the draw. */
  stopSellMinutes: number;
}

/** Every draw moment in [fromMs, toMs), in order. */
export function drawTimesBetween(fromMs: number, toMs: number, schedule: DrawSchedule): number[] {
  const [hour, minute] = schedule.time.split(':').map(Number) as [number, number];
  const times: number[] = [];
  let day = DateTime.fromMillis(fromMs, { zone: SERVER_ZONE }).startOf('day');
  while (day.toMillis() < toMs) {
    if (schedule.weekdays.includes(day.weekday)) {
      const at = day.set({ hour, minute }).toMillis();
      if (at >= fromMs && at < toMs) times.push(at);
    }
    day = day.plus({ days: 1 });
  }
  return times;
}

export const stopSellTime = (drawMs: number, schedule: DrawSchedule): number =>
  drawMs - schedule.stopSellMinutes * 60_000;

export interface DrawLike {
  drawTime: number;
  stopSellTime: number;
  drawn: boolean;
}

export const isOpenForSale = (draw: DrawLike, nowMs: number): boolean =>
  !draw.drawn && nowMs < draw.stopSellTime;

/** Six distinct numbers from 1 to 29, sorted, from a random source in [0, 1). */
export function pickWinningNumbers(random: () => number, count = 6, highest = 29): number[] {
  const pool = Array.from({ length: highest }, (_, i) => i + 1);
  const picked: number[] = [];
  while (picked.length < count) {
    const index = Math.floor(random() * pool.length);
    picked.push(...pool.splice(index, 1));
  }
  return picked.sort((a, b) => a - b);
}
