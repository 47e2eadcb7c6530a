import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { readBody, TOO_LARGE } from '../hosts/http/node-request';

/** What the proxy and the replay server take of a request body (a real backend's calls are small). */
export const RECORDING_BODY_BYTES = 1024 * 1024;

/** The request body as text, or null when it is larger than the limit (the caller answers 413). */
export async function bodyText(req: IncomingMessage): Promise<string | null> {
  const method = (req.method ?? 'GET').toUpperCase();
  if (method === 'GET' || method === 'HEAD') return '';
  const body = await readBody(req, RECORDING_BODY_BYTES);
  return body === TOO_LARGE ? null : body.toString('utf8');
}

export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  const text = JSON.stringify(value);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-cache',
  });
  res.end(text);
}

/** Headers a hop sets for itself, or that no longer hold once fetch decoded the body. */
const HOP = new Set([
  'host',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'content-encoding',
  'accept-encoding',
  'upgrade',
  'proxy-connection',
]);

export const forwardable = (name: string): boolean => !HOP.has(name.toLowerCase());

/** The request's headers as pairs (Node joins repeated ones), without hop-by-hop ones. */
export const requestHeaders = (req: IncomingMessage): [string, string][] =>
  Object.entries(req.headers)
    .filter(([name, value]) => value !== undefined && forwardable(name))
    .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]);

/** Closes every connection too: a stopped recorder or replay server holds no socket open. */
export const closeServer = (server: Server) =>
  new Promise<void>((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });
