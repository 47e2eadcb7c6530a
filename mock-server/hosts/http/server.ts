import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import jsonServer from 'json-server';
import { resetWorld } from '../../control/world';
import { createHandlers } from '../../handlers';
import { mswMiddleware } from './bridge';
import { cors } from './cors';
import { installNodeWorlds } from '../../world/node-context';
import { requestLog } from './log';

export interface HttpFakeOptions {
  port: number;
  host?: string;
  /** The origin browsers use (links in answers); defaults to http://127.0.0.1:<port>. */
  publicOrigin?: string;
  logger?: boolean;
  clockStart?: number;
}

export interface RunningHttpFake {
  url: string;
  server: Server;
  close(): Promise<void>;
}

// No static files: the app has its own server, CMS media comes from the CMS handlers.
const NO_STATIC = fileURLToPath(new URL('./no-static-files', import.meta.url));

/**
 * json-server hosts the msw handlers: its express app brings gzip and no-cache headers; our own
 * CORS (localhost origins only) replaces its allow-all one, our log masks secrets in query strings
 * (json-server's would print passwords), and the body stays raw for msw.
 */
export function startHttpFake(options: HttpFakeOptions): Promise<RunningHttpFake> {
  const host = options.host ?? '127.0.0.1';
  const origin = (options.publicOrigin ?? `http://127.0.0.1:${options.port}`).replace(/\/$/, '');
  installNodeWorlds();
  resetWorld(options.clockStart === undefined ? {} : { clockStart: options.clockStart });
  const app = jsonServer.create();
  if (options.logger ?? true) app.use(requestLog);
  app.use(cors);
  app.use(
    ...jsonServer.defaults({
      logger: false,
      noCors: true,
      bodyParser: false,
      static: NO_STATIC,
    }),
  );
  app.use(mswMiddleware(createHandlers({ origin }), origin));
  return new Promise((resolve, reject) => {
    const server = app.listen(options.port, host, () => {
      const close = () => new Promise<void>((done) => server.close(() => done()));
      resolve({ url: origin, server, close });
    });
    server.once('error', reject);
  });
}
