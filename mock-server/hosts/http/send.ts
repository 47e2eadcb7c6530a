import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants, gzip } from 'node:zlib';
import { bodyOf } from '../../routes/answer';
import type { Answer } from '../../routes/types';

/** Smaller bodies go as they are: compressing them costs more than it saves. */
const GZIP_FROM_BYTES = 1024;

const accepts = (req: IncomingMessage) => /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');

/** Writes an answer: no-cache (as json-server did), its headers, its body gzipped when large. */
export function send(req: IncomingMessage, res: ServerResponse, answer: Answer): void {
  res.statusCode = answer.status;
  res.setHeader('Cache-Control', 'no-cache');
  for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
  const body = bodyOf(answer);
  if (body === undefined || req.method === 'HEAD' || answer.status === 204) {
    res.end();
    return;
  }
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  if (bytes.length < GZIP_FROM_BYTES) {
    res.setHeader('Content-Length', bytes.length);
    res.end(bytes);
    return;
  }
  res.appendHeader('Vary', 'Accept-Encoding');
  if (!accepts(req)) {
    res.setHeader('Content-Length', bytes.length);
    res.end(bytes);
    return;
  }
  // Off the event loop (libuv's pool), at the fastest level: the fake is local, bytes are cheap.
  gzip(bytes, { level: constants.Z_BEST_SPEED }, (error, zipped) => {
    if (error) return res.destroy(error);
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', zipped.length);
    res.end(zipped);
  });
}
