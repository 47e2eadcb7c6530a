import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { millisOf, parseServerDate, serverDayPlusMonths } from './server-date';

const iso = (date: Date) => date.toISOString();

describe('parseServerDate', () => {
  it('reads the offset a date-time carries', () => {
    expect(iso(parseServerDate('2025-05-05T20:00:00+03:00'))).toBe('2025-05-05T17:00:00.000Z');
    expect(iso(parseServerDate('2025-05-05T18:30:00Z'))).toBe('2025-05-05T18:30:00.000Z');
    expect(iso(parseServerDate('2025-05-05T10:00:00.250-0530'))).toBe('2025-05-05T15:30:00.250Z');
  });
  it('reads a date or a date-time without offset at +03:00', () => {
    expect(iso(parseServerDate('2025-05-05'))).toBe('2025-05-04T21:00:00.000Z');
    expect(iso(parseServerDate('2025-05-05T20:00'))).toBe('2025-05-05T17:00:00.000Z');
  });
  it('agrees with luxon on the instant', () => {
    for (const value of ['2024-02-29T23:59:59+03:00', '2026-01-01', '2025-07-01T00:00:00Z']) {
      expect(parseServerDate(value).getTime()).toBe(
        DateTime.fromISO(value, { zone: 'UTC+3' }).toMillis(),
      );
    }
  });
  it('refuses what is not a real date', () => {
    for (const value of ['not a date', '', '2025-02-30', '2025-13-01', '2025-01-01T24:30']) {
      expect(Number.isNaN(parseServerDate(value).getTime()), value).toBe(true);
    }
  });
});

describe('serverDayPlusMonths', () => {
  it('is midnight at +03:00 of the day months later', () => {
    const now = new Date('2026-11-22T23:30:00Z'); // already 23 Nov in Baghdad
    expect(iso(serverDayPlusMonths(now, 2))).toBe('2027-01-22T21:00:00.000Z');
  });
  it('clamps to the last day of a shorter month, like luxon', () => {
    expect(iso(serverDayPlusMonths(new Date('2025-12-31T12:00:00+03:00'), 2))).toBe(
      '2026-02-27T21:00:00.000Z',
    );
  });
});

describe('millisOf', () => {
  it('reads a Date and a luxon DateTime alike', () => {
    const millis = Date.UTC(2025, 4, 5);
    expect(millisOf(new Date(millis))).toBe(millis);
    expect(millisOf(DateTime.fromMillis(millis))).toBe(millis);
  });
});
