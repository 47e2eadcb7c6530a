import { afterEach, describe, expect, it } from 'vitest';
import { formatCount } from './count';
import { holdDigitChoice, setDigitsLanguage, showDigits } from './digits';
import { formatElapsed } from './elapsed';
import {
  formatDisplayDate,
  formatDrawDate,
  formatIqd,
  formatServerDate,
  formatServerTime,
  formatTime,
  formatTwoDigits,
} from './format';
import { formatPhone } from './phone';

const MOMENT = '2026-12-07T18:05:00+03:00';

/** Every figure @/lib/format writes, for one language. */
const figures = (lang: 'ar' | 'ku' | 'en') => {
  setDigitsLanguage(lang);
  return {
    money: formatIqd(1_250_000),
    negative: formatIqd(-1500),
    none: formatIqd(null),
    date: formatDisplayDate(MOMENT),
    drawDate: formatDrawDate(MOMENT, lang),
    time: formatTime(MOMENT),
    countdown: formatTwoDigits(7),
    percent: formatCount(36.5, 2),
    elapsed: formatElapsed(90),
  };
};

afterEach(() => {
  holdDigitChoice('latin');
  setDigitsLanguage('ar');
});

describe('Arabic-Indic digits (decision 0292)', () => {
  it('are off by default: Latin digits in every language', () => {
    for (const lang of ['ar', 'ku', 'en'] as const)
      expect(figures(lang)).toMatchObject({
        money: '1,250,000',
        negative: '-1,500',
        none: '0',
        date: '07/12/2026',
        time: '18:05',
        countdown: '07',
        percent: '36.5',
        elapsed: '1:30',
      });
  });

  it('once on, write every figure in Arabic and Kurdish with their separators', () => {
    holdDigitChoice('arab');
    for (const lang of ['ar', 'ku'] as const) {
      const shown = figures(lang);
      expect(shown).toMatchObject({
        money: '١٬٢٥٠٬٠٠٠',
        negative: '-١٬٥٠٠',
        none: '٠',
        date: '٠٧/١٢/٢٠٢٦',
        time: '١٨:٠٥',
        countdown: '٠٧',
        percent: '٣٦٫٥',
        elapsed: '١:٣٠',
      });
      expect(shown.drawDate).toMatch(/ ٠٧ .+ ٢٠٢٦$/);
      expect(Object.values(shown).join('')).not.toMatch(/[0-9]/);
    }
  });

  it('never in English, whatever the setting', () => {
    holdDigitChoice('arab');
    const shown = figures('en');
    expect(shown).toMatchObject({ money: '1,250,000', time: '18:05', percent: '36.5' });
    expect(shown.drawDate).toBe('Monday 07 Dec 2026');
  });

  it('keep what is sent or copied Latin: server dates and times, phone numbers', () => {
    holdDigitChoice('arab');
    setDigitsLanguage('ar');
    expect(formatServerDate(new Date(MOMENT))).toBe('2026-12-07');
    expect(formatServerTime(MOMENT)).toBe('18:05');
    expect(formatPhone('07701234567')).toBe('0770 123 4567');
  });

  it('follows the language a caller names over the one on screen', () => {
    holdDigitChoice('arab');
    setDigitsLanguage('en');
    expect(showDigits('12', 'ku')).toBe('١٢');
    expect(showDigits('12')).toBe('12');
  });
});
