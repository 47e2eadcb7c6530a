import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { corsAnswered } from '../hosts/http/cors';
import { fingerprintOf } from '../services/idempotency';
import { maskedText, maskedUrl, type Har, type HarEntry } from './har';
import { bodyText, closeServer, sendJson } from './http-io';

/** The HAR files of `source`: the file itself, or every `.har` of a folder in name order. */
export function readRecording(source: string): HarEntry[] {
  const files = statSync(source).isDirectory()
    ? readdirSync(source)
        .filter((name) => name.endsWith('.har'))
        .sort()
        .map((name) => join(source, name))
    : [source];
  return files.flatMap((file) => (JSON.parse(readFileSync(file, 'utf8')) as Har).log.entries);
}

/**
 * What makes a request "the same" as a recorded one: method, path, query and body, compared as
 * the recording holds them (masked, query sorted, JSON canonical), so a login with another
 * password still finds the recorded login.
 */
export function keyOf(method: string, url: URL, body: string): string {
  const masked = maskedUrl(url);
  return fingerprintOf(method, masked.pathname, masked.searchParams, maskedText(body));
}

const entryKey = (entry: HarEntry) =>
  keyOf(entry.request.method, new URL(entry.request.url), entry.request.postData?.text ?? '');

export interface ReplayOptions {
  port: number;
  host?: string;
  source: string;
}

/**
 * Serves a recording: each request gets the recorded answer of the same request, the same
 * request recorded twice gets its answers in order (then the last one again); anything else is
 * a 404 that says what was asked and that nothing recorded matches.
 */
export function startReplayServer(options: ReplayOptions) {
  const recorded = new Map<string, HarEntry[]>();
  for (const entry of readRecording(options.source)) {
    const key = entryKey(entry);
    recorded.set(key, [...(recorded.get(key) ?? []), entry]);
  }
  const served = new Map<string, number>();

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (corsAnswered(req, res)) return;
    const text = await bodyText(req);
    if (text === null) return sendJson(res, 413, { status: 'PAYLOAD_TOO_LARGE' });
    const method = (req.method ?? 'GET').toUpperCase();
    const url = new URL(req.url ?? '/', 'http://replay');
    const key = keyOf(method, url, text);
    const entries = recorded.get(key);
    if (!entries) {
      const asked = `${method} ${url.pathname}${url.search}`;
      return sendJson(res, 404, {
        status: 'NOT_RECORDED',
        message: `No recorded exchange matches ${asked} (method, path, query and body are compared)`,
        method,
        path: url.pathname,
      });
    }
    const index = served.get(key) ?? 0;
    served.set(key, index + 1);
    const { response } = entries[Math.min(index, entries.length - 1)]!;
    const body = response.content.text;
    res.writeHead(response.status, {
      'Content-Type': response.content.mimeType,
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-cache',
    });
    res.end(body);
  }

  const server = createServer((req, res) => {
    serve(req, res).catch(() => sendJson(res, 500, { status: 'INTERNAL_ERROR' }));
  });
  return new Promise<{ url: string; exchanges: number; close(): Promise<void> }>(
    (resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host ?? '127.0.0.1', () =>
        resolve({
          url: `http://127.0.0.1:${options.port}`,
          exchanges: [...recorded.values()].reduce((n, list) => n + list.length, 0),
          close: () => closeServer(server),
        }),
      );
    },
  );
}
