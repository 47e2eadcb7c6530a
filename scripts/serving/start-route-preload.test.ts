import type { IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { startRoutePreload } from './start-route-preload';

const chunk = (fileName: string, moduleIds: string[], facadeModuleId: string | null = null) => ({
  type: 'chunk',
  fileName,
  isEntry: false,
  moduleIds,
  facadeModuleId,
});

describe('startRoutePreload', () => {
  it('preloads the start chunks and the facades that stand for start modules, nothing else', () => {
    const plugin = startRoutePreload({
      page: /play-page\.tsx$/,
      namespaces: /locales\/ar\/common\.json$/,
    });
    const bundle = {
      a: chunk('assets/start.js', ['/src/play-page.tsx', '/src/board.tsx']),
      // One line re-exporting from start-ar: no modules of its own.
      b: chunk('assets/common.js', [], '/src/i18n/locales/ar/common.json'),
      c: chunk('assets/start-ar.js', ['/src/i18n/locales/ar/common.json']),
      d: chunk('assets/results-page.js', ['/src/results-page.tsx'], '/src/results-page.tsx'),
      e: chunk('assets/common-en.js', [], '/src/i18n/locales/en/common.json'),
    };
    // The hook reads only ctx.bundle; `this` and the rest of the context are unused.
    const handler = (plugin.transformIndexHtml as { handler: IndexHtmlTransformHook }).handler;
    const tags = handler.call({} as ThisParameterType<IndexHtmlTransformHook>, '', {
      bundle,
    } as unknown as IndexHtmlTransformContext) as unknown as { attrs: { href: string } }[];
    expect(tags.map((tag) => tag.attrs.href)).toEqual([
      '/assets/start.js',
      '/assets/common.js',
      '/assets/start-ar.js',
    ]);
  });
});
