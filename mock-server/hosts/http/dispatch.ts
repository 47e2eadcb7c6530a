import { getResponse, type HttpHandler } from 'msw';

interface Route {
  handler: HttpHandler;
  /** A method name, or a RegExp (`http.all` registers /.+/). */
  method: string | RegExp;
  pattern: RegExp;
}

const methodMatches = (expected: string | RegExp, actual: string): boolean =>
  expected instanceof RegExp ? expected.test(actual) : expected.toUpperCase() === actual;

/** A regular expression that matches at least every URL msw's path pattern matches. */
function looseMatcher(path: string): RegExp {
  const source = path
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/:[A-Za-z0-9_]+/g, '[^/]+');
  return new RegExp(`^${source}/?$`);
}

/**
 * msw tries every handler in turn, which costs about 0.2 ms each: with ~60 handlers that is most
 * of a request. The standalone host first keeps the handlers whose method and path can match,
 * then lets msw resolve among those, so the answers are the same and the cost is a few handlers.
 */
export function createDispatcher(handlers: HttpHandler[]) {
  const routes: Route[] = handlers.map((handler) => ({
    handler,
    method: handler.info.method as string | RegExp,
    pattern: looseMatcher(String(handler.info.path)),
  }));
  return (request: Request): Promise<Response | undefined> => {
    const url = new URL(request.url);
    const target = `${url.origin}${url.pathname}`;
    const method = request.method.toUpperCase();
    const candidates = routes
      .filter((r) => methodMatches(r.method, method) && r.pattern.test(target))
      .map((r) => r.handler);
    return getResponse(candidates, request);
  };
}
