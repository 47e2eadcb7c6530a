import { START_NAMESPACES } from '../../src/i18n/start-namespaces.ts';

const NAMESPACE = new RegExp(`/src/i18n/locales/(\\w+)/(${START_NAMESPACES.join('|')})\\.json$`);
/** A language's map of its files (src/i18n/locale-files) goes with its start namespaces. */
const LOCALE_MAP = /\/src\/i18n\/locale-files\/(\w+)\.ts$/;
/** The start route's page module (`/` and /6of29), which the bundle budget measures too. */
export const START_PAGE = 'src/pages/play-page.tsx';

/**
 * The start route in a handful of chunks instead of ~44 files in five waves:
 * `framework` (every package the entry loads), `shell` (the app code the entry loads), `start`
 * (the start page and what it needs beyond those) and one `start-<lang>` per language (its start
 * namespaces). Every other page, dialog and translation stays lazy in its own chunks.
 */
export const codeSplitting = {
  groups: [
    {
      name: 'framework',
      test: /[\\/]node_modules[\\/]/,
      tags: ['$initial' as const],
      priority: 4,
    },
    {
      name: 'shell',
      // Not main.tsx: its top-level await (the demo's fake, config and start translations) stays in
      // the entry. In the shell, a chunk it awaits that imports the shell (the demo's fake, a
      // language's file map) would wait for the shell to finish: a deadlock before the first render.
      test: /[\\/]src[\\/](?!main\.tsx$)/,
      tags: ['$initial' as const],
      priority: 3,
    },
    {
      debugName: 'start-namespaces',
      name: (id: string) => {
        const path = id.replaceAll('\\', '/');
        const match = NAMESPACE.exec(path) ?? LOCALE_MAP.exec(path);
        return match ? `start-${match[1]}` : null;
      },
      priority: 2,
    },
    {
      // The start page and, recursively, its imports not already in framework or shell.
      name: 'start',
      test: (id: string) => id.replaceAll('\\', '/').endsWith(`/${START_PAGE}`),
      priority: 1,
    },
  ],
};
