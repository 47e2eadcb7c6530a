import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The app's unit test projects (vite.config.ts). The app projects share one environment and one
 * module graph per worker, not per file: the set-up puts back what tests share after each test.
 */

// The .ts tests that use a DOM (storage, document, rendered hooks): they fail in node, so they
// run in the jsdom project with the components.
export const DOM_TS_TESTS = [
  'src/app/routing/lazy-page.test.ts',
  'src/app/session/prefetch-player.test.ts',
  'src/features/auth/utils/utils.test.ts',
  'src/features/content/components/news-image.test.ts',
  'src/entities/draft/draft-store.test.ts',
  'src/entities/pay-in/pay-in-status.test.ts',
  'src/i18n/current-language.test.ts',
  'src/i18n/language-holder.test.ts',
  'src/lib/api/http/auth.test.ts',
  'src/lib/api/http/error-policy-geo.test.ts',
  'src/lib/api/draw-proof/seen-before.test.ts',
  'src/lib/api/locale.test.ts',
  'src/lib/query/persist.test.ts',
  'src/lib/rich-text/markdown.test.ts',
  'src/lib/rich-text/video.test.ts',
  'src/lib/sanitize/links.test.ts',
  'src/lib/sanitize/sanitize-html.test.ts',
  'src/prerender/early-taps.test.ts',
];

// Tests that cannot share modules with other files (unit-projects.test.ts finds the first kind):
// vi.mock replaces a module only for importers loaded after it, so a module another file loaded
// first keeps the real one; the token-wait tests count every request msw sees, so a request
// another file left in flight breaks their count; the early-tap script listens on the window for
// good, so it must not stay in an environment other files share.
export const ISOLATED_DOM_TESTS = [
  'src/features/favourites/save/save-favourite-unavailable.test.tsx',
  'src/features/play/pages/play-page-renders.test.tsx',
  'src/lib/api/http/auth.test.ts',
  'src/prerender/early-taps.test.ts',
];
export const ISOLATED_NODE_TESTS = ['src/app/routing/preload-route.test.ts'];

// Listed, not imported from one another: the set-up files run again for each test file, and an
// imported one would not (a shared module runs once).
const NODE_SETUP = ['src/testing/setup-node.ts'];
const DOM_SETUP = [...NODE_SETUP, 'src/testing/setup-tests.ts'];

const project = (test: TestProjectInlineConfiguration['test']): TestProjectInlineConfiguration => ({
  extends: true,
  test: { restoreMocks: true, unstubGlobals: true, unstubEnvs: true, ...test },
});

export const appProjects = [
  // Components (the app's and the QA panel's) and the .ts tests that need a DOM.
  project({
    name: 'app',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'qa-panel/**/*.test.tsx', ...DOM_TS_TESTS],
    exclude: ISOLATED_DOM_TESTS,
    setupFiles: DOM_SETUP,
    isolate: false,
  }),
  // Every other src test is DOM-free: plain node, same guards.
  project({
    name: 'app-node',
    environment: 'node',
    include: ['src/**/*.test.ts', 'qa-panel/**/*.test.ts'],
    exclude: [...DOM_TS_TESTS, ...ISOLATED_NODE_TESTS],
    setupFiles: NODE_SETUP,
    isolate: false,
  }),
  // The files that need modules of their own, each in a fresh environment.
  project({
    name: 'app-isolated',
    environment: 'jsdom',
    include: ISOLATED_DOM_TESTS,
    setupFiles: DOM_SETUP,
  }),
  project({
    name: 'app-node-isolated',
    environment: 'node',
    include: ISOLATED_NODE_TESTS,
    setupFiles: NODE_SETUP,
  }),
];

// The fake's long walks: the README recipes in a real shell against a real server, and the bad
// input thrown at every route. They take a third of the unit run, so they are a project of their
// own that `npm test` runs beside the unit tests, and `npm run test:unit` stays quick.
export const WALK_TESTS = [
  'mock-server/docs/readme-recipes.test.ts',
  'mock-server/handlers/bad-input.test.ts',
  // Two fakes and nginx as processes: a few seconds, like the recipes' real server.
  'mock-server/cluster/cluster.test.ts',
];
