import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HttpHandler } from 'msw';
import { createDispatcher } from './dispatch';

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
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

/** json-server middleware: the msw handlers answer; nothing matched is a JSON 404. */
export function mswMiddleware(handlers: HttpHandler[], origin: string) {
  const dispatch = createDispatcher(handlers);
  return (
    req: IncomingMessage & { originalUrl?: string },
    res: ServerResponse,
    next: (e?: unknown) => void,
  ) => {
    void (async () => {
      const request = await toFetchRequest(req, origin);
      const response = await dispatch(request);
      await sendFetchResponse(
        res,
        response ??
          Response.json({ status: 'NOT_FOUND', message: 'No such endpoint' }, { status: 404 }),
      );
    })().catch(next);
  };
}
