import type { HtmlTagDescriptor, Plugin } from 'vite';
import { QA_PANEL_ENTRY } from '../../qa-panel/marker.ts';

/** The panel's script tag, added to index.html where the panel is wanted. */
export const QA_PANEL_TAG: HtmlTagDescriptor = {
  tag: 'script',
  attrs: { type: 'module', src: QA_PANEL_ENTRY },
  injectTo: 'body',
};

/**
 * The QA panel is its own entry (decision 0266): the dev server and the demo build add its script
 * to index.html, a production build never does, and the product's code never imports it. Added
 * before Vite reads the page (`order: 'pre'`), so a demo build bundles it like the page's own
 * script; the panel's code is a chunk of its own that the entry loads after the page.
 */
export function qaPanelEntry({ demo }: { demo: boolean }): Plugin {
  return {
    name: 'lottery-qa-panel-entry',
    apply: (_config, env) => env.command === 'serve' || demo,
    transformIndexHtml: { order: 'pre', handler: () => [QA_PANEL_TAG] },
  };
}
