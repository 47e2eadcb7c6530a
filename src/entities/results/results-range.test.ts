import { describe, expect, it } from 'vitest';
import { GAME_TYPE_6OF29 } from '@/lib/api/types';
import { parseServerDate } from '@/lib/format';
import { resultsRange, RESULTS_MONTHS } from './use-draw-results';

describe('resultsRange: the results page’s last three months, in server days', () => {
  it('runs from the same day three months back to today', () => {
    expect(RESULTS_MONTHS).toBe(3);
    expect(resultsRange(parseServerDate('2026-11-24T20:00:00+03:00'))).toEqual({
      dateFrom: '2026-08-24',
      dateTo: '2026-11-24',
      gameTypeNames: GAME_TYPE_6OF29,
    });
  });

  it('counts days at +03:00: 22:30 UTC on 31 May is already 1 June in Baghdad', () => {
    const range = resultsRange(new Date('2026-05-31T22:30:00Z'));
    expect([range.dateFrom, range.dateTo]).toEqual(['2026-03-01', '2026-06-01']);
  });

  it('clamps to the end of a shorter month, as luxon did (31 May → 28 February)', () => {
    const range = resultsRange(parseServerDate('2026-05-31T10:00:00+03:00'));
    expect([range.dateFrom, range.dateTo]).toEqual(['2026-02-28', '2026-05-31']);
  });
});
