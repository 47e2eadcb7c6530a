import type { IncomingMessage } from 'node:http';
import { isControlPath } from '../../routes/control-path';
import { isAllowedOrigin } from './cors';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Loopback, plus the comma-separated CONTROL_HOSTS (to open the control API to a team). */
function allowedHost(hostHeader: string | undefined): boolean {
  if (!hostHeader) return false;
  const name = hostHeader.replace(/:\d+$/, '').toLowerCase();
  const extra = (process.env.CONTROL_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return LOOPBACK.has(name) || extra.includes(name);
}

const hasBody = (req: IncomingMessage) =>
  Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

/**
 * The QA control API resets worlds and moves money, so a web page the QA engineer visits must not
 * reach it. Its requests need a loopback or configured `Host` (a DNS-rebinding page
 * sends its own name, as Vite's `allowedHosts` defends), no foreign `Origin` (a cross-site form or
 * `no-cors` fetch sends one) and a JSON body when they have one (`text/plain` needs no preflight).
 * The answer is a status and a body, or null to let the request through.
 */
export function controlRefusal(
  req: IncomingMessage,
  path: string,
): { status: number; body: { status: string; message: string } } | null {
  // The same reading of the path as the router's, in every spelling (routes/control-path.ts).
  if (!isControlPath(path)) return null;
  if (!allowedHost(req.headers.host)) {
    const message = 'The control API answers loopback hosts only (set CONTROL_HOSTS to add more)';
    return { status: 403, body: { status: 'HOST_NOT_ALLOWED', message } };
  }
  const origin = req.headers.origin;
  if (origin !== undefined && !isAllowedOrigin(origin)) {
    const message = 'The control API is not open to other sites';
    return { status: 403, body: { status: 'ORIGIN_NOT_ALLOWED', message } };
  }
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  if (hasBody(req) && !type.startsWith('application/json')) {
    const message = 'The control API takes JSON bodies only (Content-Type: application/json)';
    return { status: 415, body: { status: 'UNSUPPORTED_MEDIA_TYPE', message } };
  }
  return null;
}
