import { afterEach, describe, expect, it } from 'vitest';
import { storage, STORAGE_KEYS } from '@/lib/storage';
import { currentLanguage, i18n } from './index';

describe('currentLanguage', () => {
  const language = i18n.language;
  afterEach(() => {
    i18n.language = language;
    storage.remove(STORAGE_KEYS.language);
  });

  it('is i18next’s language once it has one', () => {
    expect(currentLanguage()).toBe(language);
  });

  it('before i18next has one (texts still loading at start): the stored one they load in', () => {
    storage.set(STORAGE_KEYS.language, 'ku');
    // As at start, before initI18n resolved.
    (i18n as { language: string | undefined }).language = undefined;
    expect(currentLanguage()).toBe('ku');
  });
});
