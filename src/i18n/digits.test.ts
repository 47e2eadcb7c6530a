import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseDigits } from './choose-digits';
import { initI18n } from '.';

/** A text through the app's i18next, as a screen asks for it. */
async function say(lang: 'ar' | 'ku' | 'en', text: string, values: Record<string, unknown> = {}) {
  await initI18n(lang, { en: { common: {} } });
  // A key no locale file has: i18next says its default text, as it would a text of the files.
  return i18next.t('digitsProbe', text, { lng: lang, ...values });
}

afterEach(() => chooseDigits('latin'));

describe('digits in texts (decision 0292)', () => {
  it('are Latin by default: counts, the text’s own figures and values as they came', async () => {
    expect(
      await say('ar', 'العب 6 من 29: {{count}} تذاكر، {{code}}', { count: 12, code: 'A1' }),
    ).toBe('العب 6 من 29: 12 تذاكر، A1');
  });

  it('once on, write counts and the text’s own figures in Arabic-Indic digits in ar and ku', async () => {
    chooseDigits('arab');
    for (const lang of ['ar', 'ku'] as const)
      expect(await say(lang, '6 من 29 · {{count}} · 1,500', { count: 12 })).toBe(
        '٦ من ٢٩ · ١٢ · ١٬٥٠٠',
      );
  });

  it('keep the strings put in as they came: ticket numbers, codes and phone numbers', async () => {
    chooseDigits('arab');
    const text = await say('ar', 'بطاقة {{number}} رمز {{code}} هاتف {{phone}} ({{count}})', {
      number: '\u2066629-00120007\u2069',
      code: 'SAVE2000',
      phone: '0770 123 4567',
      count: 3,
    });
    expect(text).toBe('بطاقة \u2066629-00120007\u2069 رمز SAVE2000 هاتف 0770 123 4567 (٣)');
  });

  it('leave names and patterns written with letters, and English, alone', async () => {
    chooseDigits('arab');
    expect(await say('ar', 'SHA-256 و Python 3 و 07XXXXXXXXX و 3 8 12')).toBe(
      'SHA-256 و Python 3 و 07XXXXXXXXX و ٣ ٨ ١٢',
    );
    expect(await say('en', 'Pick 6 of 29: {{count}}', { count: 12 })).toBe('Pick 6 of 29: 12');
  });
});
