import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n';

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
