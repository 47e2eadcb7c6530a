import type { ConfigEnv, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { QA_PANEL_TAG, qaPanelEntry } from './qa-panel-entry';

const applies = (demo: boolean, command: ConfigEnv['command']) => {
  const apply = qaPanelEntry({ demo }).apply as (config: UserConfig, env: ConfigEnv) => boolean;
  return apply({}, { command, mode: command === 'serve' ? 'development' : 'production' });
};

describe('the QA panel entry (decision 0266)', () => {
  it('is added to the page by the dev server and the demo build', () => {
    expect(applies(false, 'serve')).toBe(true);
    expect(applies(true, 'build')).toBe(true);
  });

  it('is left out of a production build', () => {
    expect(applies(false, 'build')).toBe(false);
  });

  it("adds the panel's module script to the body before Vite reads the page", () => {
    const hook = qaPanelEntry({ demo: true }).transformIndexHtml as {
      order: string;
      handler: () => unknown;
    };
    expect(hook.order).toBe('pre');
    expect(hook.handler()).toEqual([QA_PANEL_TAG]);
    expect(QA_PANEL_TAG.attrs).toEqual({ type: 'module', src: '/qa-panel/entry.ts' });
  });
});
