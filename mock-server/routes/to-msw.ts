import { http, HttpResponse, type HttpHandler } from 'msw';
import { defaultWorld } from '../world/current';
import type { Answer, Route } from './types';

/** A plain answer as the Fetch Response msw hands back. */
export function toResponse(answer: Answer): Response {
  const init = { status: answer.status, headers: { ...answer.headers } };
  if ('json' in answer) return HttpResponse.json(answer.json as never, init);
  return new HttpResponse(answer.raw ?? null, init);
}

const METHODS = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
  '*': http.all,
} as const;

/** msw handlers without the pipeline (so the default world only), from the one route table. */
export const toMswHandlers = (routes: Route[]): HttpHandler[] =>
  routes.map((route) =>
    METHODS[route.method](route.path, async ({ request, params }) => {
      const answer = await route.resolve({ request, params, world: defaultWorld() });
      return answer && toResponse(answer);
    }),
  );
