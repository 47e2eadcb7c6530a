import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { SERVER_ZONE, toServerDateTime } from './dates';

const luxon = (ms: number) =>
  DateTime.fromMillis(ms, { zone: SERVER_ZONE }).toISO({ suppressMilliseconds: true });

describe('toServerDateTime', () => {
  it('writes what luxon writes in the server zone, with and without milliseconds', () => {
    const samples = [0, Date.parse('2026-11-23T17:00:00Z'), Date.parse('2026-12-31T21:30:00.5Z')];
    for (let i = 0; i < 500; i += 1)
      samples.push(Math.floor(((i * 7919) % 500) * 1.3e11 + i * 977));
    for (const ms of samples) expect(toServerDateTime(ms)).toBe(luxon(ms));
  });

  it('crosses midnight and the new year at +03:00', () => {
    expect(toServerDateTime(Date.parse('2026-12-31T21:00:00Z'))).toBe('2027-01-01T00:00:00+03:00');
  });
});
