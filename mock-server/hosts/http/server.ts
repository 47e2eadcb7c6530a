import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { resetWorld } from '../../control/world';
import { tooLarge } from '../../handlers/respond';
import { createRoutes } from '../../handlers';
import { json } from '../../routes/answer';
import { createDispatch } from '../../routes/dispatch';
import { handleExchange } from '../../pipeline/exchange';
import { allowWorlds, defaultWorld } from '../../world/current';
import { corsAnswered } from './cors';
import { controlRefusal } from './control-guard';
import { logRequest } from './log';
import { NodeRequest, readBody, TOO_LARGE } from './node-request';
import { openApiAnswer } from './openapi';
import { send } from './send';
import { bodyLimitOf } from './body-limit';
import { sendOutcome } from './send-outcome';

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

/**
 * The request target at `origin`, whatever Host it came to (an absolute target keeps its path);
 * null for a target no URL parser takes (`http://[`), which the server answers 400.
 */
function targetUrl(target: string, origin: string): string | null {
  if (target.startsWith('/')) return origin + target;
  try {
    const url = new URL(target, origin);
    return origin + url.pathname + url.search;
  } catch {
    return null;
  }
}

/**
 * The standalone fake on plain node:http (decision 0150): the route table answers directly, with
 * no express, msw or Fetch objects between the socket and the handlers, through the same pipeline
 * seam as the msw hosts (worlds, journal, faults; it owns the socket for "drop" and "slow body").
 * Our CORS (localhost origins only), our log (secrets masked), a 64 KiB body limit, gzip.
 */
export function startHttpFake(options: HttpFakeOptions): Promise<RunningHttpFake> {
  const host = options.host ?? '127.0.0.1';
  const origin = (options.publicOrigin ?? `http://127.0.0.1:${options.port}`).replace(/\/$/, '');
  allowWorlds();
  resetWorld(
    defaultWorld(),
    options.clockStart === undefined ? {} : { clockStart: options.clockStart },
  );
  const dispatch = createDispatch(createRoutes({ origin }), origin);
  const logger = options.logger ?? true;

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (logger) logRequest(req, res);
    if (corsAnswered(req, res)) return;
    const method = (req.method ?? 'GET').toUpperCase();
    const body =
      method === 'GET' || method === 'HEAD' ? null : await readBody(req, bodyLimitOf(req));
    if (body === TOO_LARGE) {
      // Answer at once and close: the rest of the upload is not read.
      res.setHeader('Connection', 'close');
      return send(req, res, json(tooLarge().toBody(), 413));
    }
    const target = targetUrl(req.url ?? '/', origin);
    if (target === null) {
      const bad = { status: 'VALIDATION_FAILED', message: 'Malformed request target' };
      return send(req, res, json(bad, 400));
    }
    const docs = openApiAnswer(method, new URL(target).pathname, origin);
    if (docs) return send(req, res, docs);
    const refused = controlRefusal(req, new URL(target).pathname);
    if (refused) return send(req, res, json(refused.body, refused.status));
    const request = new NodeRequest(method, target, req.headers, body);
    await sendOutcome(req, res, await handleExchange(request, dispatch));
  }

  const server = createServer((req, res) => {
    serve(req, res).catch((error: unknown) => {
      console.error('[fake-backend] unexpected error', error);
      if (!res.headersSent) send(req, res, json({ status: 'INTERNAL_ERROR' }, 500));
      else res.destroy();
    });
  });
  // Browsers and Playwright's request context reuse idle connections. Node closes them after 5 s;
  // a request sent on one just as it closes fails with "socket hang up" (ECONNRESET, seen in CI).
  // Idle connections live longer than any client waits between calls; close() still ends them.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      const close = () =>
        new Promise<void>((done) => {
          server.close(() => done());
          // Kept-alive and still-open sockets (a fault that hangs a call) would hold close() up
          // for the keep-alive time: a fake that is told to stop drops them.
          server.closeAllConnections();
        });
      resolve({ url: origin, server, close });
    });
  });
}
