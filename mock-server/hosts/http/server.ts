import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { resetWorld } from '../../control/world';
import { tooLarge } from '../../handlers/respond';
import { createRoutes } from '../../handlers';
import { json } from '../../routes/answer';
import { createDispatch } from '../../routes/dispatch';
import { corsAnswered } from './cors';
import { logRequest } from './log';
import { NodeRequest, readBody, TOO_LARGE } from './node-request';
import { send } from './send';

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

const NOT_FOUND = json({ status: 'NOT_FOUND', message: 'No such endpoint' }, 404);

/** The path of a request target, normalised like a URL's when it holds dots or escapes. */
const pathnameOf = (target: string, origin: string): string => {
  const path = target.split('?', 1)[0] ?? '/';
  return /%|\/\.|^[^/]/.test(path) ? new URL(target, origin).pathname : path;
};

/**
 * The standalone fake on plain node:http (decision 0150): the route table answers directly, with
 * no express, msw or Fetch objects between the socket and the handlers. Our CORS (localhost
 * origins only), our log (secrets masked), a 64 KiB body limit, gzip for large answers.
 */
export function startHttpFake(options: HttpFakeOptions): Promise<RunningHttpFake> {
  const host = options.host ?? '127.0.0.1';
  const origin = (options.publicOrigin ?? `http://127.0.0.1:${options.port}`).replace(/\/$/, '');
  resetWorld(options.clockStart === undefined ? {} : { clockStart: options.clockStart });
  const dispatch = createDispatch(createRoutes({ origin }), origin);
  const logger = options.logger ?? true;

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (logger) logRequest(req, res);
    if (corsAnswered(req, res)) return;
    const method = (req.method ?? 'GET').toUpperCase();
    const body = method === 'GET' || method === 'HEAD' ? null : await readBody(req);
    if (body === TOO_LARGE) {
      // Answer at once and close: the rest of the upload is not read.
      res.setHeader('Connection', 'close');
      return send(req, res, json(tooLarge().toBody(), 413));
    }
    const target = req.url ?? '/';
    const request = new NodeRequest(method, origin + target, req.headers, body);
    send(req, res, (await dispatch(request, pathnameOf(target, origin))) ?? NOT_FOUND);
  }

  const server = createServer((req, res) => {
    serve(req, res).catch((error: unknown) => {
      console.error('[fake-backend] unexpected error', error);
      if (!res.headersSent) send(req, res, json({ status: 'INTERNAL_ERROR' }, 500));
      else res.destroy();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      const close = () => new Promise<void>((done) => server.close(() => done()));
      resolve({ url: origin, server, close });
    });
  });
}
