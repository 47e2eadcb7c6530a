import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { styledIds } from './styled-ids.ts';

/**
 * The build's server bundle (decision 0232): src/prerender/entry-server.tsx for node, only to
 * render the public routes to HTML at build time. Never served. Packages stay external (node
 * loads them from node_modules), so the bundle sits inside the project.
 */
export default defineConfig({
  plugins: [styledIds(fileURLToPath(new URL('../..', import.meta.url))), react()],
  resolve: { alias: { '@': fileURLToPath(new URL('../../src', import.meta.url)) } },
  publicDir: false,
  // Its node build is CommonJS, whose default export node's ESM loader does not unwrap.
  ssr: { noExternal: ['styled-components'] },
  logLevel: 'warn',
  build: {
    ssr: fileURLToPath(new URL('../../src/prerender/entry-server.tsx', import.meta.url)),
    outDir: fileURLToPath(new URL('../../.prerender', import.meta.url)),
    emptyOutDir: true,
    target: 'node22',
    minify: false,
  },
});
