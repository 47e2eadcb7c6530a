import type { ReadCallback } from 'i18next';
import { describe, expect, it } from 'vitest';
import arPlay from './locales/ar/play.json';
import { lazyLocaleBackend } from './index';

const read = (language: string, namespace: string) =>
  new Promise<unknown>((resolve, reject) => {
    const callback: ReadCallback = (error, data) => (error ? reject(error) : resolve(data));
    lazyLocaleBackend.read(language, namespace, callback);
  });

describe('lazy locale backend', () => {
  it('loads one language and namespace from its own file', async () => {
    expect(await read('ar', 'play')).toEqual(arPlay);
  });
  it('gives Chinese an empty bundle (its texts fall back to English)', async () => {
    expect(await read('zh', 'common')).toEqual({});
  });
});
