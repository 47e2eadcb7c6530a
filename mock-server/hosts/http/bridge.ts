import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HttpHandler } from 'msw';
import { MAX_BODY_BYTES, tooLarge } from '../../handlers/respond';
import { handleExchange } from '../../pipeline/exchange';
import { createDispatcher } from './dispatch';
import { sendOutcome } from './send-outcome';

class BodyTooLarge extends Error {}

/** Reads at most MAX_BODY_BYTES: a larger body is refused before it is held in memory. */
async function readBody(req: IncomingMessage): Promise<Buffer> {
  if (Number(req.headers['content-length']) > MAX_BODY_BYTES) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** An express (json-server) request as a Fetch Request at `origin`, whatever Host it came to. */
export async function toFetchRequest(
  req: IncomingMessage & { originalUrl?: string },
  origin: string,
): Promise<Request> {
  const method = (req.method ?? 'GET').toUpperCase();
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  return new Request(new URL(req.originalUrl ?? req.url ?? '/', origin), {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });
}

export async function sendFetchResponse(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'content-encoding') res.setHeader(name, value);
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  res.setHeader('Content-Length', bytes.length);
  res.end(bytes);
}

/**
 * json-server middleware: the pipeline (world, faults, journal) hands the request to the msw
 * handlers; nothing matched is a JSON 404.
 */
export function mswMiddleware(handlers: HttpHandler[], origin: string) {
  const dispatch = createDispatcher(handlers);
  return (
    req: IncomingMessage & { originalUrl?: string },
    res: ServerResponse,
    next: (e?: unknown) => void,
  ) => {
    void (async () => {
      let request: Request;
      try {
        request = await toFetchRequest(req, origin);
      } catch (error) {
        if (!(error instanceof BodyTooLarge)) throw error;
        // Answer at once and close: the rest of the upload is not read.
        res.setHeader('Connection', 'close');
        await sendFetchResponse(res, Response.json(tooLarge().toBody(), { status: 413 }));
        return;
      }
      await sendOutcome(res, await handleExchange(request, dispatch));
    })().catch(next);
  };
}
