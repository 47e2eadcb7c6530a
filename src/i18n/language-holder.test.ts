import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '@/i18n';
import { storage, STORAGE_KEYS } from '@/lib/storage';
import { heldLanguage } from './language-holder';

const langCookie = () => /(?:^|; )lang=(\w+)/.exec(document.cookie)?.[1];

describe('the lang cookie the servers pick the prerendered language from', () => {
  afterEach(() => changeLanguage('ar'));

  it('follows the language the player chooses', async () => {
    await changeLanguage('en');
    expect(langCookie()).toBe('en');
    await changeLanguage('ku');
    expect(langCookie()).toBe('ku');
    await changeLanguage('ar');
    expect(langCookie()).toBe('ar');
  });

  it('asks for English for Chinese, whose texts are English', async () => {
    await changeLanguage('zh');
    expect(langCookie()).toBe('en');
  });
});

describe('the one holder of the language', () => {
  afterEach(() => {
    storage.remove(STORAGE_KEYS.language);
    document.cookie = 'lang=; path=/; max-age=0';
  });

  it('keeps the choice in the storage key the cookie mirrors, never apart', async () => {
    await changeLanguage('ku');
    expect(storage.get(STORAGE_KEYS.language)).toBe('ku');
    expect(heldLanguage()).toBe('ku');
    expect(langCookie()).toBe('ku');
  });

  it('reads Arabic (section 9) when nothing valid is stored', () => {
    storage.set(STORAGE_KEYS.language, 'fr');
    expect(heldLanguage()).toBe('ar');
  });

  it('renews a cleared cookie from the stored language at start', async () => {
    storage.set(STORAGE_KEYS.language, 'en');
    document.cookie = 'lang=; path=/; max-age=0';
    expect(langCookie()).toBeUndefined();
    await initI18n('en');
    expect(langCookie()).toBe('en');
  });
});
