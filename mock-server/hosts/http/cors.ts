import type { IncomingMessage, ServerResponse } from 'node:http';

const LOCAL = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

let extraSource: string | undefined;
let extra: string[] = [];

/** Any localhost / 127.0.0.1 origin, plus the comma-separated CORS_ORIGINS. */
export function isAllowedOrigin(origin: string): boolean {
  if (LOCAL.test(origin)) return true;
  // Parsed again only when the variable changes (tests set it while the fake runs).
  if (process.env.CORS_ORIGINS !== extraSource) {
    extraSource = process.env.CORS_ORIGINS;
    extra = (extraSource ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean);
  }
  return extra.includes(origin);
}

/**
 * CORS for the app: its origin only (not "*"), the Authorization header, every method. Answers a
 * preflight itself (true); otherwise sets the headers and lets the request through (false).
 */
export function corsAnswered(req: IncomingMessage, res: ServerResponse): boolean {
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
    return true;
  }
  return false;
}
