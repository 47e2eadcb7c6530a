import type { Plugin } from 'vite';
import { runtimeConfigFromEnv } from './runtime-config.ts';

/**
 * The dev server's /config.json from the same variables as `vite preview` and the nginx image
 * (LOTTERY_API_BASE_URL…): `npm start` sets them from the fake's port, so PORT=4100 npm start
 * gives an app that calls :4100. Without them, public/config.json (the fake on :4000) is served.
 */
export function devRuntimeConfig(): Plugin {
  return {
    name: 'lottery-dev-config',
    apply: 'serve',
    configureServer(server) {
      const config = runtimeConfigFromEnv(process.env);
      if (!config) return;
      server.middlewares.use('/config.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(JSON.stringify(config));
      });
    },
  };
}
