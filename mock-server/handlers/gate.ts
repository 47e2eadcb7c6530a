import { GEO_RESTRICTED_STATUS } from '../../src/lib/api/types';
import { urlOf } from '../routes/request';
import { route } from '../routes/route';
import type { FakeRequest, Route } from '../routes/types';
import type { World } from '../world/state';
import { getScenario, takeFailRule } from '../scenario';
import { prepareDrawProofs } from '../services/draw-proofs';
import { catchUp } from '../services/draws';
import { runDueScripts } from '../services/scripts/run';
import { json } from './respond';

const GEO_MESSAGE =
  'We apologize, but this website is not available in your country due to regional restrictions or licensing agreements.';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs before every lottery and CMS handler and answers nothing itself unless a scenario says so:
 * latency, a one-shot forced failure, geo-blocking (lottery only). It also draws any draw whose
 * time has passed on the fake clock. Returning undefined hands the request to the next handler.
 */
export function gateRoutes(origin: string): Route[] {
  const gate =
    (lottery: boolean) =>
    async ({ world, request }: { request: FakeRequest; world: World }) => {
      const scenario = getScenario(world);
      if (scenario.latencyMs > 0) await sleep(scenario.latencyMs);
      const rule = takeFailRule(world, request.method, urlOf(request).pathname);
      if (rule) {
        return json(
          { status: rule.code ?? 'FORCED_FAILURE', message: `Forced failure (${rule.status})` },
          rule.status,
        );
      }
      if (lottery && scenario.geoBlocked)
        return json({ status: GEO_RESTRICTED_STATUS, message: GEO_MESSAGE }, 403);
      if (lottery) {
        runDueScripts(world);
        await prepareDrawProofs(world);
        catchUp(world);
      }
      return undefined;
    };
  return [route.all(`${origin}/lottery/*`, gate(true)), route.all(`${origin}/cms/*`, gate(false))];
}
