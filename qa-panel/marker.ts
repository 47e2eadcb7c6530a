/** The id of the QA panel's root: scripts/qa-panel-leak.ts fails a production build holding it. */
export const QA_PANEL_MARKER = 'lottery-qa-panel';
/** Where the panel's code lives; no production chunk may come from here. */
export const QA_PANEL_SOURCE = 'qa-panel/';
/** The panel's entry, which the dev server and the demo build add to index.html (decision 0266). */
export const QA_PANEL_ENTRY = '/qa-panel/entry.ts';
