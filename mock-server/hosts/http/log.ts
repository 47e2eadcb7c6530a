import { isSecretName } from '../../pipeline/mask';
import type { IncomingMessage, ServerResponse } from 'node:http';

const decode = (text: string): string => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

/**
 * The path with each secret's value replaced by `***`, judged by the decoded name with the journal's
 * rule (pipeline/mask.ts): passwords, codes, tokens, the card page's `secret`.
 */
export function maskedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return isSecretName(decode(name)) ? `${decode(name)}=***` : pair;
    });
  return `${url.slice(0, at)}?${params.join('&')}`;
}

/** One line per request, with passwords, codes and tokens in the query masked. */
export function logRequest(req: IncomingMessage, res: ServerResponse): void {
  const started = performance.now();
  const url = maskedUrl(req.url ?? '');
  res.on('finish', () => {
    console.log(
      `${req.method} ${url} ${res.statusCode} ${(performance.now() - started).toFixed(1)} ms`,
    );
  });
}
