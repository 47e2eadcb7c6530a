import { describe, expect, it } from 'vitest';
import type { Draw } from '@/lib/api/types';
import { drawsAhead } from './play-ahead';

/** Monday and Thursday draws at 20:00 +03:00 from Monday 23 Nov 2026 for ten weeks. */
const draws: Draw[] = Array.from({ length: 20 }, (_, i) => {
  const day = 23 + Math.floor(i / 2) * 7 + (i % 2) * 3;
  const date = new Date(Date.UTC(2026, 10, day, 17, 0));
  const iso = `${date.toISOString().slice(0, 10)}T20:00:00+03:00`;
  return {
    drawId: 116 + i,
    gameTypeName: '6of29',
    drawDate: iso,
    label: `Draw ${116 + i}`,
    stopSellDate: iso,
  };
});
const friday = new Date('2026-11-20T09:00:00Z');

describe('drawsAhead', () => {
  it('takes two draws a week for 1, 2, 4 and 8 weeks', () => {
    expect(drawsAhead(draws, 1, friday).map((d) => d.drawId)).toEqual([116, 117]);
    expect(drawsAhead(draws, 2, friday)).toHaveLength(4);
    expect(drawsAhead(draws, 4, friday)).toHaveLength(8);
    expect(drawsAhead(draws, 8, friday)).toHaveLength(16);
  });

  it('counts from now, so a Monday morning still takes that evening’s draw and 2 per week', () => {
    const mondayMorning = new Date('2026-11-23T07:00:00Z');
    expect(drawsAhead(draws, 4, mondayMorning).map((d) => d.drawId)).toEqual([
      116, 117, 118, 119, 120, 121, 122, 123,
    ]);
  });

  it('starts at the first draw on sale, whatever the device’s clock says', () => {
    const lateDevice = new Date('2026-11-10T09:00:00Z');
    expect(drawsAhead(draws.slice(3), 4, lateDevice).map((d) => d.drawId)).toEqual([
      119, 120, 121, 122, 123, 124, 125, 126,
    ]);
  });

  it('never goes beyond the maximum of 8 weeks', () => {
    expect(drawsAhead(draws, 10, friday)).toHaveLength(16);
  });
});
