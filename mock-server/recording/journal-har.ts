import type { JournalEntry } from '../pipeline/journal';
import { emptyHar, type Har, type HarEntry, type HarPair } from './har';

/** What the journal says when it cut a body (pipeline/journal.ts cutBody). */
const CUT_MARK = /… \[cut: \d+ characters\]$/;

const pairs = (record: Record<string, string> = {}): HarPair[] =>
  Object.entries(record).map(([name, value]) => ({ name, value }));

/** A journaled body (masked when written) as HAR text. */
function textOf(body: unknown): string {
  if (body === null || body === undefined) return '';
  return typeof body === 'string' ? body : JSON.stringify(body);
}

const mimeOf = (body: unknown, text: string) =>
  typeof body === 'string' && text.trimStart().startsWith('<')
    ? 'text/html; charset=utf-8'
    : 'application/json';

/** One answered exchange of the journal as a HAR entry; its secrets were masked when journaled. */
function entryOf(entry: JournalEntry, origin: string): HarEntry {
  const url = new URL(`${origin}${entry.path ?? '/'}`);
  for (const [name, value] of Object.entries(entry.query ?? {}))
    url.searchParams.append(name, value);
  const request = textOf(entry.requestBody);
  const response = textOf(entry.responseBody);
  const cut = [request, response].some((text) => CUT_MARK.test(text));
  const time = entry.durationMs ?? 0;
  return {
    startedDateTime: entry.at,
    time,
    request: {
      method: entry.method ?? 'GET',
      url: url.toString(),
      httpVersion: 'HTTP/1.1',
      headers: pairs(entry.requestHeaders),
      queryString: pairs(entry.query),
      cookies: [],
      headersSize: -1,
      bodySize: request.length,
      ...(request === '' ? {} : { postData: { mimeType: 'application/json', text: request } }),
    },
    response: {
      status: entry.status ?? 0,
      statusText: '',
      httpVersion: 'HTTP/1.1',
      headers: [],
      cookies: [],
      content: {
        size: response.length,
        mimeType: mimeOf(entry.responseBody, response),
        text: response,
      },
      redirectURL: '',
      headersSize: -1,
      bodySize: response.length,
    },
    cache: {},
    timings: { send: 0, wait: time, receive: 0 },
    // HAR 1.2's comment: what the file does not hold as it was sent.
    ...(cut ? { comment: 'a body was cut to 4 KiB by the journal' } : {}),
    ...(entry.fault ? { _fault: entry.fault } : {}),
    _fakeClock: entry.clock,
  };
}

/**
 * A world's journal as HAR 1.2 (decision 0272), for `--replay`: the answered HTTP exchanges, oldest
 * first, at `origin` with the world's prefix left out (a replay serves them as the default
 * world's). Dropped calls had no answer, so a replay has none to give: they are counted in the
 * log's comment, not listed.
 */
export function journalAsHar(entries: JournalEntry[], origin: string): Har {
  const har = emptyHar();
  const answered = entries.filter((e) => e.kind === 'http' && (e.status ?? 0) > 0);
  har.log.entries = answered.map((entry) => entryOf(entry, origin));
  const dropped = entries.filter((e) => e.kind === 'http' && !e.status).length;
  return {
    log: {
      ...har.log,
      creator: { name: 'lottery-fake-journal', version: '1' },
      ...(dropped ? { comment: `${dropped} dropped calls left out (no answer to replay)` } : {}),
    },
  };
}
