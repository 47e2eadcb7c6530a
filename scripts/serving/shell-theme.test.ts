import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { theme } from '../../src/styles/theme';
import { SHELL_PROPERTIES, shellThemeCss } from './shell-theme';

const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

/** Hex, rgb()/hsl() and the named colours a hand-written shell would reach for. */
const COLOUR =
  /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(|(?:fill|stroke|color)="(?!none|currentColor)\w+"/gi;

describe("index.html's static shell takes its colours from the theme", () => {
  it('holds no colour literal of its own', () => {
    expect(html.match(COLOUR) ?? []).toEqual([]);
  });

  it('the check sees a planted literal', () => {
    expect('<circle fill="#fff" />'.match(COLOUR)).toHaveLength(1);
    expect('border: 1px solid rgba(0, 0, 0, 0.1);'.match(COLOUR)).toHaveLength(1);
  });

  it('every property it reads is written from the theme', () => {
    const used = new Set(html.match(/--shell-[\w-]+/g));
    expect(used.size).toBeGreaterThan(5);
    for (const name of used) expect(SHELL_PROPERTIES).toHaveProperty([name]);
    expect(shellThemeCss()).toContain(`--shell-primary:${theme.colors.primary}`);
    expect(shellThemeCss()).toContain(`--shell-shadow:${theme.shadows.card}`);
  });
});
