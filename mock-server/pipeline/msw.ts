import { delay, getResponse, http, type HttpHandler } from 'msw';
import { handleExchange } from './exchange';

/**
 * The msw hosts (tests, browser) put the pipeline in front of the handlers: one catch-all at
 * `origin` runs `handleExchange`, which resolves the request among `handlers`.
 */
export function withPipeline(origin: string, handlers: HttpHandler[]): HttpHandler[] {
  const clean = origin.replace(/\/$/, '');
  return [
    http.all(`${clean}/*`, async ({ request }) => {
      const outcome = await handleExchange(request, (inner) => getResponse(handlers, inner));
      switch (outcome.kind) {
        case 'drop':
          return Response.error();
        case 'slow':
          // A worker cannot stream slowly in a useful way; the whole body comes late.
          await delay(outcome.overMs);
          return outcome.response;
        case 'unhandled':
          return undefined;
        default:
          return outcome.response;
      }
    }),
  ];
}
