import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { Draw, OfferInfo } from '@/lib/api/types';
import { timeLeft } from './countdown';
import { offerWindowQuery, sellableDraws } from './draws';

describe('timeLeft', () => {
  it('splits the remaining time', () => {
    const ms = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999;
    expect(timeLeft(ms, 0)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, totalMs: ms });
  });

  it('never goes negative once the moment has passed', () => {
    expect(timeLeft(1000, 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, totalMs: 0 });
  });
});

const draw = (
  drawId: number,
  drawDate: string,
  stopSellDate: string,
  gameTypeName = '6of29',
): Draw => ({
  drawId,
  gameTypeName,
  drawDate,
  stopSellDate,
  label: `Draw ${drawId}`,
});

describe('offer draws', () => {
  const now = DateTime.fromISO('2026-11-22T23:30:00+00:00', { setZone: true });

  it('asks for two months ahead in server dates (yyyy-MM-dd at +03:00)', () => {
    expect(offerWindowQuery(now, '6of29_STANDARD')).toEqual({
      firstEventDate: '2026-11-23',
      lastEventDate: '2027-01-23',
      partner: 'WEB',
      ticketType: '6of29_STANDARD',
    });
  });

  it('drops draws past stop-sell and other games, sorts and de-duplicates', () => {
    const offer: OfferInfo = {
      events: [
        {
          eventId: 1,
          eventDate: '2026-11-30',
          draws: [
            draw(3, '2026-11-30T20:00:00+03:00', '2026-11-30T19:00:00+03:00'),
            draw(2, '2026-11-26T20:00:00+03:00', '2026-11-26T19:00:00+03:00'),
            draw(9, '2026-11-26T20:00:00+03:00', '2026-11-26T19:00:00+03:00', '2digit'),
          ],
        },
        {
          eventId: 0,
          eventDate: '2026-11-23',
          draws: [
            draw(1, '2026-11-23T20:00:00+03:00', '2026-11-23T02:29:59+03:00'),
            draw(2, '2026-11-26T20:00:00+03:00', '2026-11-26T19:00:00+03:00'),
          ],
        },
      ],
    };
    expect(sellableDraws(offer, now).map((d) => d.drawId)).toEqual([2, 3]);
    expect(sellableDraws(undefined, now)).toEqual([]);
  });
});
