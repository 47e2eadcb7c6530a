import { errorResponse } from '../handlers/respond';
import { createRouter } from './match';
import type { World } from '../world/state';
import type { Answer, FakeRequest, Route } from './types';

/**
 * Answers a request from the route table the way msw does: the matching routes in order, the
 * first answer wins (the gate answers undefined to pass it on). Undefined: nothing matched.
 */
export function createDispatch(routes: Route[], origin: string) {
  const matches = createRouter(routes, origin);
  return async (
    request: FakeRequest,
    pathname: string,
    world: World,
  ): Promise<Answer | undefined> => {
    try {
      for (const { route, params } of matches(request.method, pathname)) {
        const answer = await route.resolve({ request, params, world });
        if (answer) return answer;
      }
      return undefined;
    } catch (error) {
      return errorResponse(error);
    }
  };
}

export type Dispatch = ReturnType<typeof createDispatch>;
