import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { codeSplitting } from './scripts/serving/chunks.ts';
import { precompress } from './scripts/serving/precompress.ts';
import { previewServing } from './scripts/serving/preview.ts';
import { previewTls } from './scripts/serving/preview-tls.ts';
import { pwa } from './scripts/serving/pwa.ts';
import { shellTheme } from './scripts/serving/shell-theme.ts';

const devPort = Number(process.env.APP_PORT ?? 5173);
const previewPort = Number(process.env.PREVIEW_PORT ?? 4173);
const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    shellTheme(),
    previewServing(),
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
          name: 'app',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup-tests.ts'],
          restoreMocks: true,
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
          // Under CI load a Pact mock server (one per interaction) has, rarely, not seen a request
          // the adapter sent; a retry starts a fresh mock server. A contract mismatch fails every try.
          retry: 2,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
