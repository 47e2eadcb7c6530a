import { describe, expect, it } from 'vitest';
import ar from '@/i18n/locales/ar/validation.json';
import en from '@/i18n/locales/en/validation.json';
import ku from '@/i18n/locales/ku/validation.json';
import { V } from './messages';

describe('validation messages', () => {
  it.each([
    ['ar', ar],
    ['en', en],
    ['ku', ku],
  ])('every key a validator returns has a %s text', (_lang, texts: Record<string, string>) => {
    for (const key of Object.values(V)) {
      const name = key.replace('validation:', '');
      expect(texts[name], key).toEqual(expect.any(String));
    }
    expect(Object.keys(texts).sort()).toEqual(
      Object.values(V)
        .map((key) => key.replace('validation:', ''))
        .sort(),
    );
  });

  it('keeps the maximum placeholder in every language', () => {
    for (const texts of [ar, en, ku]) expect(texts.withdrawAboveMaximum).toContain('{{value}}');
  });
});
