import { maskBody, maskRecord } from '../pipeline/mask';

/** The parts of HAR 1.2 (http://www.softwareishard.com/blog/har-12-spec/) a recording uses. */
export interface HarPair {
  name: string;
  value: string;
}

export interface HarEntry {
  startedDateTime: string;
  time: number;
  request: {
    method: string;
    url: string;
    httpVersion: string;
    headers: HarPair[];
    queryString: HarPair[];
    cookies: HarPair[];
    headersSize: number;
    bodySize: number;
    postData?: { mimeType: string; text: string };
  };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    headers: HarPair[];
    cookies: HarPair[];
    content: { size: number; mimeType: string; text: string };
    redirectURL: string;
    headersSize: number;
    bodySize: number;
  };
  cache: Record<string, never>;
  timings: { send: number; wait: number; receive: number };
  comment?: string;
  /** Custom fields (HAR allows `_`-prefixed ones): the journal's fault and the fake's clock. */
  _fault?: string;
  _fakeClock?: string;
}

export interface Har {
  log: {
    version: '1.2';
    creator: { name: string; version: string };
    entries: HarEntry[];
    comment?: string;
  };
}

export const emptyHar = (): Har => ({
  log: { version: '1.2', creator: { name: 'lottery-fake-recorder', version: '1' }, entries: [] },
});

const pairs = (record: Record<string, string>): HarPair[] =>
  Object.entries(record).map(([name, value]) => ({ name, value }));

/** A body as the journal keeps it (decision 0142's masking), as HAR text. */
export function maskedText(text: string): string {
  const masked = maskBody(text);
  if (masked === null) return '';
  return typeof masked === 'string' ? masked : JSON.stringify(masked);
}

/** The request's URL with secret-named query values masked, as the journal masks a query. */
export function maskedUrl(url: URL): URL {
  const masked = new URL(url.pathname, url.origin);
  for (const [name, value] of Object.entries(maskRecord(url.searchParams.entries())))
    masked.searchParams.append(name, value);
  return masked;
}

export interface Exchange {
  startedAt: number;
  durationMs: number;
  method: string;
  url: URL;
  requestHeaders: [string, string][];
  requestBody: string;
  status: number;
  statusText: string;
  responseHeaders: [string, string][];
  responseBody: string;
}

/** One exchange as a HAR entry, with secrets masked exactly as the journal masks them. */
export function harEntry(exchange: Exchange): HarEntry {
  const url = maskedUrl(exchange.url);
  const requestText = maskedText(exchange.requestBody);
  const responseText = maskedText(exchange.responseBody);
  const mime = (headers: [string, string][]) =>
    headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? 'application/json';
  return {
    startedDateTime: new Date(exchange.startedAt).toISOString(),
    time: exchange.durationMs,
    request: {
      method: exchange.method,
      url: url.toString(),
      httpVersion: 'HTTP/1.1',
      headers: pairs(maskRecord(exchange.requestHeaders)),
      queryString: pairs(Object.fromEntries(url.searchParams.entries())),
      cookies: [],
      headersSize: -1,
      bodySize: exchange.requestBody.length,
      ...(exchange.requestBody === ''
        ? {}
        : { postData: { mimeType: mime(exchange.requestHeaders), text: requestText } }),
    },
    response: {
      status: exchange.status,
      statusText: exchange.statusText,
      httpVersion: 'HTTP/1.1',
      headers: pairs(maskRecord(exchange.responseHeaders)),
      cookies: [],
      content: {
        size: responseText.length,
        mimeType: mime(exchange.responseHeaders),
        text: responseText,
      },
      redirectURL: '',
      headersSize: -1,
      bodySize: exchange.responseBody.length,
    },
    cache: {},
    timings: { send: 0, wait: exchange.durationMs, receive: 0 },
  };
}
