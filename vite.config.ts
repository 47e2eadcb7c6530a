import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { codeSplitting } from './scripts/serving/chunks.ts';
import { devRuntimeConfig } from './scripts/serving/dev-config.ts';
import { precompress } from './scripts/serving/precompress.ts';
import { noMockWorker } from './scripts/serving/no-mock-worker.ts';
import { previewServing } from './scripts/serving/preview.ts';
import { previewTls } from './scripts/serving/preview-tls.ts';
import { pwa } from './scripts/serving/pwa.ts';
import { qaPanelEntry } from './scripts/serving/qa-panel-entry.ts';
import { shellTheme } from './scripts/serving/shell-theme.ts';
import { styledIds } from './scripts/prerender/styled-ids.ts';
import { appProjects, WALK_TESTS } from './scripts/testing/unit-projects.ts';

const devPort = Number(process.env.APP_PORT ?? 5173);
const previewPort = Number(process.env.PREVIEW_PORT ?? 4173);
const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  plugins: [
    styledIds(fileURLToPath(new URL('.', import.meta.url))),
    react(),
    shellTheme(),
    previewServing(),
    devRuntimeConfig(),
    pwa({ disabled: process.env.VITE_BROWSER_FAKE === 'true' }),
    noMockWorker({ keep: process.env.VITE_BROWSER_FAKE === 'true' }),
    qaPanelEntry({ demo: process.env.VITE_BROWSER_FAKE === 'true' }),
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
    // The machine is shared (2 cores, several runs at once): a test's own time under load.
    testTimeout: 30_000,
    projects: [
      ...appProjects,
      {
        extends: true,
        test: {
          name: 'mock-server',
          environment: 'node',
          include: ['mock-server/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: WALK_TESTS,
          restoreMocks: true,
          // One module graph per worker: each test builds the world it uses, so files share
          // nothing but loaded code (isolated, loading the fake again per file was most of its time).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'walks', environment: 'node', include: WALK_TESTS, restoreMocks: true },
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
