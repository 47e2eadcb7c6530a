import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appDocument, cookieLanguage } from './prerender-choice';
import { fileFor } from './preview';

const dist = mkdtempSync(join(tmpdir(), 'prerender-choice-'));
for (const file of ['index.html', 'prerendered/en/news/index.html', 'prerendered/en/shell.html']) {
  mkdirSync(join(dist, file, '..'), { recursive: true });
  writeFileSync(join(dist, file), file);
}

describe("npm run preview picks the prerendered document as nginx's @app does", () => {
  it('reads the lang cookie, Arabic by default', () => {
    expect(cookieLanguage(undefined)).toBe('ar');
    expect(cookieLanguage('a=1; lang=en')).toBe('en');
    expect(cookieLanguage('lang=ku')).toBe('ku');
    expect(cookieLanguage('slang=en; lang=fr')).toBe('ar');
  });

  it("serves the route in the player's language, else the language's shell, else index.html", () => {
    expect(appDocument(dist, '/news', 'en')).toBe(join(dist, 'prerendered/en/news/index.html'));
    expect(appDocument(dist, '/login', 'en')).toBe(join(dist, 'prerendered/en/shell.html'));
    expect(appDocument(dist, '/news', 'ar')).toBe(join(dist, 'index.html'));
    expect(fileFor(dist, '/news', 'en')).toBe(join(dist, 'prerendered/en/news/index.html'));
  });
});
