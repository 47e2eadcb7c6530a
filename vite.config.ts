import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { codeSplitting } from './scripts/serving/chunks.ts';
import { devRuntimeConfig } from './scripts/serving/dev-config.ts';
import { precompress } from './scripts/serving/precompress.ts';
import { previewServing } from './scripts/serving/preview.ts';
import { previewTls } from './scripts/serving/preview-tls.ts';
import { pwa } from './scripts/serving/pwa.ts';
import { shellTheme } from './scripts/serving/shell-theme.ts';

const devPort = Number(process.env.APP_PORT ?? 5173);
const previewPort = Number(process.env.PREVIEW_PORT ?? 4173);
const src = fileURLToPath(new URL('./src', import.meta.url));
// The .ts tests that use a DOM (storage, document, rendered hooks): they fail in node, so they
// run in the jsdom project with the components.
const DOM_TS_TESTS = [
  'src/app/routing/lazy-page.test.ts',
  'src/app/session/prefetch-player.test.ts',
  'src/features/auth/utils/utils.test.ts',
  'src/features/content/components/news-image.test.ts',
  'src/entities/draft/draft-store.test.ts',
  'src/entities/pay-in/pay-in-status.test.ts',
  'src/i18n/current-language.test.ts',
  'src/lib/api/http/auth.test.ts',
  'src/lib/api/http/error-policy-geo.test.ts',
  'src/lib/api/locale.test.ts',
  'src/lib/query/persist.test.ts',
  'src/lib/rich-text/markdown.test.ts',
  'src/lib/rich-text/video.test.ts',
  'src/lib/sanitize/links.test.ts',
  'src/lib/sanitize/sanitize-html.test.ts',
];
// jsdom tests that cannot share modules with other files: vi.mock replaces a module only for
// importers loaded after it, and the token-wait tests count every request msw sees, so a
// request another file left in flight breaks their count.
const ISOLATED_TESTS = [
  'src/entities/favourites/ui/save-favourite-unavailable.test.tsx',
  'src/features/play/pages/play-page-renders.test.tsx',
  'src/lib/api/http/auth.test.ts',
];
// Listed, not imported from one another: with shared modules an imported set-up file would
// register its hooks for the first test file only.
const APP_SETUP = ['src/testing/setup-node.ts', 'src/testing/setup-tests.ts'];

export default defineConfig({
  plugins: [
    react(),
    shellTheme(),
    previewServing(),
    devRuntimeConfig(),
    pwa({ disabled: process.env.VITE_BROWSER_FAKE === 'true' }),
    precompress(),
  ],
  resolve: { alias: { '@': src } },
  server: { host: '127.0.0.1', port: devPort, strictPort: true },
  preview: {
    host: '127.0.0.1',
    port: previewPort,
    strictPort: true,
    https: previewTls(process.env),
  },
  build: {
    // The manifest lets scripts/bundle-budget.ts measure what the start route loads.
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: { output: { codeSplitting } },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          // Components and the few .ts tests that need a DOM: one jsdom and one module graph per
          // worker, not per file; the set-up puts back what tests share after each test.
          name: 'app',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', ...DOM_TS_TESTS],
          exclude: ISOLATED_TESTS,
          setupFiles: APP_SETUP,
          restoreMocks: true,
          unstubGlobals: true,
          unstubEnvs: true,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The jsdom tests that need modules of their own (see ISOLATED_TESTS).
          name: 'app-isolated',
          environment: 'jsdom',
          include: ISOLATED_TESTS,
          setupFiles: APP_SETUP,
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          // Every other src test is DOM-free: plain node, same guards (setup-node.ts).
          name: 'app-node',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: DOM_TS_TESTS,
          setupFiles: ['src/testing/setup-node.ts'],
          restoreMocks: true,
          // One module graph per worker: the set-up's imports (i18n with every locale, msw, the
          // adapter) load once, not once per file. The set-up resets what tests share after each.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'mock-server',
          environment: 'node',
          include: ['mock-server/**/*.test.ts', 'scripts/**/*.test.ts'],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          // Pact runs without msw: msw would intercept the calls meant for the Pact mock server.
          name: 'contracts',
          environment: 'node',
          include: ['contracts/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
