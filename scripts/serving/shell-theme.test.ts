import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

/** Hex, rgb()/hsl() and the named colours a hand-written shell would reach for. */
const COLOUR =
  /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(|(?:fill|stroke|color)="(?!none|currentColor)\w+"/gi;

describe('index.html has no hand-written first screen', () => {
  it('holds no colour literal of its own', () => {
    expect(html.match(COLOUR) ?? []).toEqual([]);
  });

  it('the check sees a planted literal', () => {
    expect('<circle fill="#fff" />'.match(COLOUR)).toHaveLength(1);
    expect('border: 1px solid rgba(0, 0, 0, 0.1);'.match(COLOUR)).toHaveLength(1);
  });

  it('leaves #root and the styles to the prerender (scripts/prerender)', () => {
    expect(html).toContain('<div id="root"><!--app-html--></div>');
    expect(html).toContain('<!--app-styles-->');
    expect(html).not.toMatch(/<style/);
  });
});
