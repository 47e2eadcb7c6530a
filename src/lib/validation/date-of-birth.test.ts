import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { IRAQ_ZONE, parseDisplayDate, toServerDate, validateDateOfBirth } from './date-of-birth';
import { V } from './messages';

const today = DateTime.fromISO('2026-11-22T10:00:00', { zone: IRAQ_ZONE });

describe('validateDateOfBirth', () => {
  it('accepts someone who turns 18 today', () => {
    expect(validateDateOfBirth('22/11/2008', today)).toBeNull();
  });

  it('rejects someone who turns 18 tomorrow', () => {
    expect(validateDateOfBirth('23/11/2008', today)).toBe(V.ageUnder18);
  });

  it('accepts older players', () => {
    expect(validateDateOfBirth('21/11/2008', today)).toBeNull();
    expect(validateDateOfBirth('01/01/1960', today)).toBeNull();
  });

  it('rejects a child and a birth today', () => {
    expect(validateDateOfBirth('01/01/2015', today)).toBe(V.ageUnder18);
    expect(validateDateOfBirth('22/11/2026', today)).toBe(V.ageUnder18);
  });

  it('uses Iraq time: at 22:00 UTC it is already the next day in Baghdad', () => {
    const lateUtc = DateTime.fromISO('2026-11-21T22:00:00Z');
    expect(validateDateOfBirth('22/11/2008', lateUtc)).toBeNull();
  });

  it('lets someone born on 29 February turn 18 on 28 February of a common year', () => {
    const feb28 = DateTime.fromISO('2026-02-28', { zone: IRAQ_ZONE });
    const feb27 = DateTime.fromISO('2026-02-27', { zone: IRAQ_ZONE });
    expect(validateDateOfBirth('29/02/2008', feb28)).toBeNull();
    expect(validateDateOfBirth('29/02/2008', feb27)).toBe(V.ageUnder18);
  });

  it.each([
    ['31/02/2000', 'no 31 February'],
    ['29/02/2001', 'not a leap year'],
    ['00/01/2000', 'day zero'],
    ['15/13/2000', 'month 13'],
    ['1/2/2000', 'one-digit day and month'],
    ['2000-01-15', 'server format'],
    ['15/01/00', 'two-digit year'],
    ['15.01.2000', 'other separators'],
    ['abc', 'not a date'],
    ['15/01/1899', 'before 1900'],
    ['23/11/2026', 'in the future'],
  ])('rejects %s (%s) as an invalid date', (value) => {
    expect(validateDateOfBirth(value, today)).toBe(V.dateInvalid);
  });

  it('requires a value', () => {
    expect(validateDateOfBirth('', today)).toBe(V.required);
  });

  it('accepts Arabic-Indic digits', () => {
    expect(validateDateOfBirth('١٥/٠١/١٩٩٠', today)).toBeNull();
  });

  it('judges against the real clock by default', () => {
    expect(validateDateOfBirth('01/01/1990')).toBeNull();
    expect(validateDateOfBirth(DateTime.now().toFormat('dd/MM/yyyy'))).toBe(V.ageUnder18);
  });
});

describe('date conversion', () => {
  it('parses dd/MM/yyyy strictly', () => {
    expect(parseDisplayDate('05/03/1990')?.toISODate()).toBe('1990-03-05');
    expect(parseDisplayDate('5/3/1990')).toBeNull();
  });

  it('turns a display date into the server format', () => {
    expect(toServerDate('05/03/1990')).toBe('1990-03-05');
    expect(toServerDate('31/04/1990')).toBeNull();
  });
});
