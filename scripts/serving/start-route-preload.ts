import type { Plugin } from 'vite';

/** Module ids whose chunks the start route needs right after the entry. */
export interface StartRouteModules {
  /** Matches the start page's module id. */
  page: RegExp;
  /** Matches the default language's start namespaces and its map of translation files. */
  namespaces: RegExp;
}

/**
 * Adds `<link rel="modulepreload">` for the start page's chunk and the default language's start
 * translations to index.html, so they download with the framework instead of after it ran.
 */
export function startRoutePreload(modules: StartRouteModules): Plugin {
  return {
    name: 'lottery-start-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = new Set<string>();
        for (const chunk of Object.values(ctx.bundle ?? {})) {
          if (chunk.type !== 'chunk' || chunk.isEntry) continue;
          // A facade chunk (one line re-exporting from a group chunk) holds no modules of its own:
          // it is matched by the module it stands for, or it would load in a second wave.
          const ids = chunk.facadeModuleId
            ? [...chunk.moduleIds, chunk.facadeModuleId]
            : chunk.moduleIds;
          if (ids.some((id) => modules.page.test(id) || modules.namespaces.test(id)))
            files.add(chunk.fileName);
        }
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
