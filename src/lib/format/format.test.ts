import { DateTime } from 'luxon';
import { describe, expect, it, vi } from 'vitest';
import {
  formatDisplayDate,
  formatDrawDate,
  formatIqd,
  formatServerDate,
  formatTime,
} from './format';
import { parseServerDateTime } from './server-date-time';
import type * as Format from './format';

describe('formatIqd', () => {
  it('groups thousands the English way', () => {
    expect(formatIqd(50000)).toBe('50,000');
    expect(formatIqd(1234567)).toBe('1,234,567');
    expect(formatIqd(999)).toBe('999');
  });
  it('shows 0 when there is no balance (logged out)', () => {
    expect(formatIqd(null)).toBe('0');
    expect(formatIqd(undefined)).toBe('0');
  });
  it('keeps negative amounts and never shows fractions', () => {
    expect(formatIqd(-1500)).toBe('-1,500');
    expect(formatIqd(1000.9)).toBe('1,000');
    expect(formatIqd(-0.5)).toBe('0');
    expect(formatIqd(-999)).toBe('-999');
  });
  it('groups a jackpot in the billions', () => {
    expect(formatIqd(2_500_000_000)).toBe('2,500,000,000');
    expect(formatIqd(100_000)).toBe('100,000');
  });
});

describe('server dates', () => {
  it('reads a date-time at the fixed +03:00 offset whatever offset it carries', () => {
    const dt = parseServerDateTime('2025-05-05T18:30:00Z');
    expect(dt.offset).toBe(180);
    expect(dt.toFormat('yyyy-MM-dd HH:mm')).toBe('2025-05-05 21:30');
  });
  it('formats display dates as dd/MM/yyyy', () => {
    expect(formatDisplayDate('2025-05-05T23:30:00+03:00')).toBe('05/05/2025');
    // 22:30 UTC is already the next day in Baghdad.
    expect(formatDisplayDate('2025-05-05T22:30:00Z')).toBe('06/05/2025');
    expect(formatDisplayDate('not a date')).toBe('');
  });
  it('formats server dates as yyyy-MM-dd and times as HH:mm', () => {
    expect(formatServerDate(DateTime.fromISO('2025-01-02T12:00:00+03:00'))).toBe('2025-01-02');
    expect(formatTime('2025-01-02T20:00:00+03:00')).toBe('20:00');
  });
});

describe('formatDrawDate', () => {
  const draw = '2025-05-05T20:00:00+03:00';
  it('is "Monday 05 May 2025" in English', () => {
    expect(formatDrawDate(draw, 'en')).toBe('Monday 05 May 2025');
  });
  it('uses Arabic and Sorani names with Latin digits', () => {
    const ar = formatDrawDate(draw, 'ar');
    expect(ar).toContain('الاثنين');
    expect(ar).toContain('05');
    expect(ar).toContain('2025');
    expect(formatDrawDate(draw, 'ku')).toContain('دووشەممە');
  });
  it('Kurdish names come from the app, also where the runtime has no ckb data (Chromium)', async () => {
    const Real = Intl.DateTimeFormat;
    // Chromium's Intl knows no ckb and answers in English; the app must not depend on it.
    const chromiumLike = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      locale?: string | string[],
      options?: Intl.DateTimeFormatOptions,
    ) {
      return new Real(String(locale).startsWith('ckb') ? 'en-GB' : locale, options);
    } as typeof Intl.DateTimeFormat);
    try {
      // A second copy of the module, so a format it caches is made under the Chromium-like Intl
      // (vi.resetModules would reload every module for the files that share this worker).
      const specifier = './format.ts?ckb';
      const { formatDrawDate } = (await import(/* @vite-ignore */ specifier)) as typeof Format;
      expect(formatDrawDate(draw, 'ku')).toBe('دووشەممە 05 ئایار 2025');
      expect(formatDrawDate('2026-11-19T20:00:00+03:00', 'ku')).toBe(
        'پێنجشەممە 19 تشرینی دووەم 2026',
      );
      expect(formatDrawDate('2026-12-21T20:00:00+03:00', 'ku')).not.toMatch(/[A-Za-z]/);
    } finally {
      chromiumLike.mockRestore();
    }
  });
  it('formats Chinese like English', () => {
    expect(formatDrawDate(draw, 'zh')).toBe('Monday 05 May 2025');
  });
});

describe('without luxon (the start route)', () => {
  it('formats plain Dates like server strings, at +03:00', () => {
    const date = new Date('2025-05-05T21:30:00Z');
    expect(formatServerDate(date)).toBe('2025-05-06');
    expect(formatDisplayDate(date)).toBe('06/05/2025');
    expect(formatTime(date)).toBe('00:30');
    expect(formatDrawDate(date, 'en')).toBe('Tuesday 06 May 2025');
  });
  it('gives the same text as luxon for a DateTime', () => {
    const dt = DateTime.fromISO('2025-12-31T23:59:00+03:00');
    expect(formatDrawDate(dt, 'en')).toBe('Wednesday 31 Dec 2025');
    expect(formatTime(dt)).toBe('23:59');
  });
  it('shows nothing for an invalid moment', () => {
    expect(formatServerDate(new Date(NaN))).toBe('');
    expect(formatDrawDate(DateTime.invalid('test'), 'ar')).toBe('');
    expect(formatTime('2025-02-30T10:00:00+03:00')).toBe('');
  });
});
