import { delay, http, type HttpHandler } from 'msw';
import { createDispatch } from '../routes/dispatch';
import { bodyOf } from '../routes/answer';
import { toResponse } from '../routes/to-msw';
import type { Route } from '../routes/types';
import { handleExchange, type ExchangeOptions } from './exchange';

/**
 * The msw hosts (tests, browser) put the pipeline in front of the route table: one catch-all at
 * `origin` runs `handleExchange`, which answers from `routes` as the node host does.
 */
export function withPipeline(
  origin: string,
  routes: Route[],
  options: ExchangeOptions = {},
): HttpHandler[] {
  const clean = origin.replace(/\/$/, '');
  const dispatch = createDispatch(routes, clean);
  // A RegExp without groups, not `${clean}/*`: msw decodes a string pattern's wildcard, and a
  // malformed % escape then threw inside msw (500) before the pipeline could answer its 400.
  const everything = new RegExp(`^${clean.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`);
  return [
    http.all(everything, async ({ request }) => {
      const outcome = await handleExchange(request, dispatch, options);
      switch (outcome.kind) {
        case 'drop':
          return Response.error();
        case 'slow':
          // A worker cannot stream slowly in a useful way; the whole body comes late.
          await delay(outcome.overMs);
          return toResponse(outcome.answer);
        case 'throttled': {
          // As with a slow body: the whole answer, as late as its bytes would take.
          const body = bodyOf(outcome.answer) ?? '';
          const size =
            typeof body === 'string' ? new TextEncoder().encode(body).length : body.length;
          await delay(Math.round((size / outcome.bytesPerSecond) * 1000));
          return toResponse(outcome.answer);
        }
        case 'unhandled':
          return undefined;
        default:
          return toResponse(outcome.answer);
      }
    }),
  ];
}
