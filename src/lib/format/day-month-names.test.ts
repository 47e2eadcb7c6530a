import { describe, expect, it } from 'vitest';
import { namesOf } from './day-month-names';
import { SORANI_MONTHS, SORANI_WEEKDAYS } from './sorani-names';

const OPTIONS = { timeZone: 'UTC', numberingSystem: 'latn' } as const;
const part = (format: Intl.DateTimeFormat, date: Date, type: Intl.DateTimeFormatPartTypes) =>
  format.formatToParts(date).find((p) => p.type === type)?.value;

/** What Intl answers, in the same format context formatDrawDate shows them in. */
function intlNames(locale: string) {
  const weekday = new Intl.DateTimeFormat(locale, {
    ...OPTIONS,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  const month = new Intl.DateTimeFormat(locale, { ...OPTIONS, month: 'short', day: 'numeric' });
  return {
    // 1 January 2023 was a Sunday.
    weekdays: [...Array(7).keys()].map((i) =>
      part(weekday, new Date(Date.UTC(2023, 0, 1 + i)), 'weekday'),
    ),
    months: [...Array(12).keys()].map((i) => part(month, new Date(Date.UTC(2023, i, 15)), 'month')),
  };
}

describe('day and month names written out', () => {
  it('Arabic: the names Intl gives for ar-IQ (Iraqi month names)', () => {
    expect(namesOf('ar')).toEqual(intlNames('ar-IQ'));
    expect(namesOf('ar').months[0]).toBe('كانون الثاني');
  });

  it('English (and Chinese, which formats like it): the names Intl gives for en-GB', () => {
    expect(namesOf('en')).toEqual(intlNames('en-GB'));
    expect(namesOf('zh')).toEqual(intlNames('en-GB'));
  });

  it('Sorani: the app’s own CLDR names', () => {
    expect(namesOf('ku')).toEqual({ weekdays: SORANI_WEEKDAYS, months: SORANI_MONTHS });
  });
});
