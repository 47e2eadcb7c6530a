import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { corsAnswered } from '../hosts/http/cors';
import { emptyHar, harEntry, type Har } from './har';
import { bodyText, closeServer, forwardable, requestHeaders, sendJson } from './http-io';

/**
 * A recording keeps this many exchanges and characters of bodies (issue 39: a push of large
 * answers grew it without end); later ones are forwarded but not recorded.
 */
export const RECORDING_LIMITS = { entries: 5_000, chars: 32 * 1024 * 1024 };

export interface ProxyOptions {
  port: number;
  host?: string;
  /** The real backend's base URL; a request's path and query are appended to it. */
  target: string;
  /** Folder of the recording: one `recording-<time>.har` per start. */
  dir: string;
  logger?: boolean;
}

export interface RunningProxy {
  url: string;
  file: string;
  har: Har;
  close(): Promise<void>;
}

const isText = (type: string) => /json|text|xml|javascript|html|csv/i.test(type) || type === '';

/**
 * The fake's proxy mode: every call goes to the real backend unchanged (the client gets the real
 * answer, secrets and all), and the recording keeps each exchange as HAR 1.2 with its secrets
 * masked as the journal masks them (decision 0214). The recording is rewritten after each exchange,
 * so a proxy stopped with Ctrl-C leaves a complete file.
 */
export function startRecordingProxy(options: ProxyOptions): Promise<RunningProxy> {
  const target = options.target.replace(/\/$/, '');
  mkdirSync(options.dir, { recursive: true });
  const file = join(options.dir, `recording-${new Date().toISOString().replace(/[:.]/g, '-')}.har`);
  const har = emptyHar();
  let recordedChars = 0;
  const save = () => writeFileSync(file, `${JSON.stringify(har, null, 2)}\n`);
  save();

  async function forward(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (corsAnswered(req, res)) return;
    const text = await bodyText(req);
    if (text === null) return sendJson(res, 413, { status: 'PAYLOAD_TOO_LARGE' });
    const method = (req.method ?? 'GET').toUpperCase();
    // An absolute-form target (a client set up to use an HTTP proxy) keeps only its path.
    const asked = new URL(req.url ?? '/', 'http://proxy');
    const url = new URL(`${target}${asked.pathname}${asked.search}`);
    const headers = requestHeaders(req).filter(([name]) => name !== 'origin');
    const startedAt = Date.now();
    const answer = await fetch(url, {
      method,
      headers,
      redirect: 'manual',
      ...(text === '' ? {} : { body: text }),
    }).catch((error: unknown) => error as Error);
    if (answer instanceof Error) {
      const message = `The backend at ${target} did not answer: ${answer.message}`;
      return sendJson(res, 502, { status: 'UPSTREAM_UNREACHABLE', message });
    }
    const body = Buffer.from(await answer.arrayBuffer());
    const responseHeaders = [...answer.headers.entries()].filter(([name]) => forwardable(name));
    for (const [name, value] of responseHeaders)
      if (!name.startsWith('access-control-')) res.setHeader(name, value);
    res.writeHead(answer.status, answer.statusText);
    res.end(body);
    if (options.logger) console.log(`${method} ${url.pathname} -> ${answer.status}`);
    if (har.log.entries.length >= RECORDING_LIMITS.entries) return;
    const type = answer.headers.get('content-type') ?? '';
    const responseBody = isText(type) ? body.toString('utf8') : `(${body.length} bytes)`;
    const chars = text.length + responseBody.length;
    if (recordedChars + chars > RECORDING_LIMITS.chars) return;
    recordedChars += chars;
    har.log.entries.push(
      harEntry({
        startedAt,
        durationMs: Date.now() - startedAt,
        method,
        url,
        requestHeaders: headers,
        requestBody: text,
        status: answer.status,
        statusText: answer.statusText,
        responseHeaders,
        responseBody,
      }),
    );
    save();
  }

  const server: Server = createServer((req, res) => {
    forward(req, res).catch((error: unknown) => {
      console.error('[recording proxy] unexpected error', error);
      if (!res.headersSent) sendJson(res, 500, { status: 'INTERNAL_ERROR' });
      else res.destroy();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${options.port}`,
        file,
        har,
        close: () => closeServer(server),
      }),
    );
  });
}
