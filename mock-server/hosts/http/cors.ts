import type { IncomingMessage, ServerResponse } from 'node:http';

const LOCAL = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** Any localhost / 127.0.0.1 origin, plus the comma-separated CORS_ORIGINS. */
export function isAllowedOrigin(origin: string): boolean {
  const extra = (process.env.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return LOCAL.test(origin) || extra.includes(origin);
}

/** CORS for the app: its origin only (not "*"), the Authorization header, every method, preflight. */
export function cors(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const origin = req.headers.origin;
  if (origin && isAllowedOrigin(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Expose-Headers', 'Content-Type, Content-Length');
  }
  if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
    if (origin && isAllowedOrigin(origin)) {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
      res.setHeader(
        'Access-Control-Allow-Headers',
        req.headers['access-control-request-headers'] ??
          'Authorization, Content-Type, Accept, Idempotency-Key',
      );
      res.setHeader('Access-Control-Max-Age', '600');
    }
    res.statusCode = 204;
    res.end();
    return;
  }
  next();
}
