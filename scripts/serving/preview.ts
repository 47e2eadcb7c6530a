import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { runtimeConfigFromEnv, type RuntimeConfigJson } from './runtime-config.ts';
import { preconnectLink } from './preconnect.ts';
import { appDocument, cookieLanguage } from './prerender-choice.ts';
import { originsOf, securityHeaders } from './security-headers.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** Hashed files never change: cached for a year. Everything else is revalidated on each use. */
export const cacheControlOf = (path: string): string =>
  path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';

/**
 * The file a request reads: an existing file, or index.html for an app route; 'bad' for a path
 * that cannot be decoded or leaves `dist`. Inside means below `dist/` itself: `dist-demo` beside
 * it starts with the same letters, and `/..%2fdist-demo/` once read from it.
 */
export function fileFor(dist: string, path: string, lang = 'ar'): string | null | 'bad' {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return 'bad';
  }
  const file = normalize(join(dist, decoded));
  if (!file.startsWith(dist + sep)) return 'bad';
  if (existsSync(file) && statSync(file).isFile()) return file;
  // Client-side routes (/more/results, CMS pages): no dot in the last segment means the app, its
  // first screen prerendered in the player's language where the build made one. A missing file
  // (/nope.png, /.env, which extname calls extensionless) is a 404, as nginx answers it.
  return isFilePath(decoded) ? null : appDocument(dist, decoded, lang);
}

/**
 * A path naming a file rather than an app route (nginx's rule, docker/app/app-locations.conf): its
 * last segment has a dot, or any segment is hidden (`/.git/config`).
 */
export const isFilePath = (path: string): boolean =>
  (path.split('/').pop() ?? '').includes('.') || path.includes('/.');

function encodingFor(req: IncomingMessage, file: string): { suffix: string; name?: string } {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted) && existsSync(`${file}.br`)) return { suffix: '.br', name: 'br' };
  if (/\bgzip\b/.test(accepted) && existsSync(`${file}.gz`)) return { suffix: '.gz', name: 'gzip' };
  return { suffix: '' };
}

function send(res: ServerResponse, status: number, body: Buffer | string, type: string) {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.end(body);
}

/**
 * `vite preview` served like the nginx image: precompressed files (brotli, then gzip), a long
 * cache for hashed assets and no-cache for the rest, config.json from the environment when
 * LOTTERY_API_BASE_URL is set, the security headers of scripts/serving/security-headers.ts and
 * index.html's preconnect to the backend (scripts/serving/preconnect.ts).
 */
export function previewServing(): Plugin {
  return {
    name: 'lottery-preview-serving',
    configurePreviewServer(server) {
      const dist = resolve(server.config.root, server.config.build.outDir);
      const fromEnv = runtimeConfigFromEnv(process.env);
      const readConfig = (): RuntimeConfigJson | null =>
        fromEnv ??
        (existsSync(join(dist, 'config.json'))
          ? (JSON.parse(readFileSync(join(dist, 'config.json'), 'utf8')) as RuntimeConfigJson)
          : null);
      const headers = securityHeaders(originsOf(readConfig(), process.env.CARD_PAYMENT_ORIGINS), {
        tls: Boolean(server.config.preview.https),
      });
      const preconnect = preconnectLink(readConfig());
      server.middlewares.use((req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const path = new URL(req.url ?? '/', 'http://preview').pathname;
        // Revalidated unless a hashed file is found: a missing chunk is never cached.
        res.setHeader('Cache-Control', 'no-cache');
        if (path === '/config.json' && fromEnv)
          return send(res, 200, JSON.stringify(fromEnv), TYPES['.json'] as string);
        const file = fileFor(dist, path, cookieLanguage(req.headers.cookie));
        // Answered here, plainly: never vite's error page with a stack trace.
        if (file === 'bad') return send(res, 400, 'Bad request', TYPES['.txt'] as string);
        if (!file) return send(res, 404, 'Not found', TYPES['.txt'] as string);
        res.setHeader('Cache-Control', cacheControlOf(path));
        const encoding = encodingFor(req, file);
        const html = extname(file) === '.html';
        // A document depends on the `lang` cookie (prerendered per language), as nginx says.
        res.setHeader('Vary', html ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
        if (encoding.name) res.setHeader('Content-Encoding', encoding.name);
        const type = TYPES[extname(file)] ?? 'application/octet-stream';
        // On the document only, as nginx sends it: the browser acts on it there.
        if (html && preconnect) res.setHeader('Link', preconnect);
        send(res, 200, readFileSync(`${file}${encoding.suffix}`), type);
      });
    },
  };
}
