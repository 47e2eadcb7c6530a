import type { Plugin } from 'vite';

const STUB = '\0axios-no-xhr';

/**
 * The app's axios clients use the fetch adapter (src/lib/api/http/clients.ts), so the build
 * leaves out axios' XMLHttpRequest adapter, which axios' adapter table imports unconditionally
 * (1.4 KiB gzip of the start route). `false` is axios' own "not supported here" value.
 */
export function axiosFetchOnly(): Plugin {
  return {
    name: 'axios-fetch-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === './xhr.js' &&
        importer?.replace(/\\/g, '/').endsWith('axios/lib/adapters/adapters.js')
      )
        return STUB;
      return null;
    },
    load(id) {
      return id === STUB ? 'export default false;' : null;
    },
  };
}
