import type { IncomingMessage, ServerResponse } from 'node:http';

const SECRET_PARAMS =
  /([?&](?:password|newPassword|passwordConfirmation|refreshToken|securityCode|activateCode)=)[^&]*/g;

/** One line per request, with passwords, codes and tokens in the query masked. */
export function requestLog(
  req: IncomingMessage & { originalUrl?: string },
  res: ServerResponse,
  next: () => void,
): void {
  const started = performance.now();
  const url = (req.originalUrl ?? req.url ?? '').replace(SECRET_PARAMS, '$1***');
  res.on('finish', () => {
    console.log(
      `${req.method} ${url} ${res.statusCode} ${(performance.now() - started).toFixed(1)} ms`,
    );
  });
  next();
}
