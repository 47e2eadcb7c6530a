import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { MAX_BODY_BYTES } from '../../handlers/respond';
import type { FakeRequest } from '../../routes/types';

const joined = (value: string | string[]): string =>
  Array.isArray(value) ? value.join(', ') : value;

/** Node's header object read like Fetch Headers (names arrive lower-case). */
class NodeHeaders {
  constructor(private readonly raw: IncomingHttpHeaders) {}

  get(name: string): string | null {
    const value = this.raw[name.toLowerCase()];
    return value === undefined ? null : joined(value);
  }

  entries(): [string, string][] {
    const entries: [string, string][] = [];
    for (const [name, value] of Object.entries(this.raw))
      if (value !== undefined) entries.push([name, joined(value)]);
    return entries;
  }
}

/** A node request as the handlers read it: no Fetch objects, the body already in memory. */
export class NodeRequest implements FakeRequest {
  readonly headers: NodeHeaders;

  constructor(
    readonly method: string,
    readonly url: string,
    raw: IncomingHttpHeaders,
    private readonly body: Buffer | null,
  ) {
    this.headers = new NodeHeaders(raw);
  }

  text(): Promise<string> {
    const text = this.body ? this.body.toString('utf8') : '';
    // As Fetch's `text()`: a UTF-8 byte-order mark is not part of the text.
    return Promise.resolve(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  }
}

export const TOO_LARGE = Symbol('too large');

/**
 * Reads at most `max` bytes (MAX_BODY_BYTES unless the call is a snapshot import): a larger body is refused before it is held in memory, and the
 * rest of it is never read (the host answers 413 and closes the connection).
 */
export function readBody(
  req: IncomingMessage,
  max = MAX_BODY_BYTES,
): Promise<Buffer | typeof TOO_LARGE> {
  if (Number(req.headers['content-length']) > max) return Promise.resolve(TOO_LARGE);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', reject);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      chunks.push(chunk);
      if (size <= max) return;
      stop();
      req.pause();
      resolve(TOO_LARGE);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size));
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', reject);
  });
}
