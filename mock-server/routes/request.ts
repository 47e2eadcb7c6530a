import type { FakeRequest } from './types';

const urls = new WeakMap<FakeRequest, URL>();
const texts = new WeakMap<FakeRequest, Promise<string>>();

/** The request's parsed URL, parsed once per request. */
export function urlOf(request: FakeRequest): URL {
  let url = urls.get(request);
  if (!url) urls.set(request, (url = new URL(request.url)));
  return url;
}

/** The body text, read once per request: the idempotency check and the handler both read it. */
export function textOf(request: FakeRequest): Promise<string> {
  let body = texts.get(request);
  if (!body) texts.set(request, (body = request.text()));
  return body;
}

/** The same request at another URL (a world's call with its `/w/{id}` prefix taken off). */
export const atUrl = (request: FakeRequest, url: string): FakeRequest => ({
  method: request.method,
  url,
  headers: request.headers,
  text: () => textOf(request),
});
