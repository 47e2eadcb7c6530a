import { describe, expect, it } from 'vitest';
import { drawWeekdays } from './draw-weekdays';

describe('drawWeekdays', () => {
  it('answers the distinct draw days in Iraq time, Monday first', () => {
    const draws = [
      { drawDate: '2026-11-26T20:00:00+03:00' },
      { drawDate: '2026-11-23T20:00:00+03:00' },
      { drawDate: '2026-11-30T20:00:00+03:00' },
      // 23:30 UTC on Saturday is already Sunday in Baghdad.
      { drawDate: '2026-11-28T23:30:00Z' },
      { drawDate: 'not a date' },
    ];
    expect(drawWeekdays(draws)).toEqual([1, 4, 7]);
  });
});
