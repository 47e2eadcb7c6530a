import { delay, http, type HttpHandler } from 'msw';
import { GEO_RESTRICTED_STATUS } from '../../src/lib/api/types';
import { getScenario, takeFailRule } from '../scenario';
import { catchUp } from '../services/draws';
import { runDueScripts } from '../services/scripts/run';
import { json } from './respond';

const GEO_MESSAGE =
  'We apologize, but this website is not available in your country due to regional restrictions or licensing agreements.';

/**
 * Runs before every lottery and CMS handler and answers nothing itself unless a scenario says so:
 * latency, a one-shot forced failure, geo-blocking (lottery only). It also draws any draw whose
 * time has passed on the fake clock. Returning undefined hands the request to the next handler.
 */
export function gateHandlers(origin: string): HttpHandler[] {
  const gate =
    (lottery: boolean) =>
    async ({ request }: { request: Request }) => {
      const scenario = getScenario();
      if (scenario.latencyMs > 0) await delay(scenario.latencyMs);
      const pathname = new URL(request.url).pathname;
      const rule = takeFailRule(request.method, pathname);
      if (rule) {
        return json(
          { status: rule.code ?? 'FORCED_FAILURE', message: `Forced failure (${rule.status})` },
          rule.status,
        );
      }
      if (lottery && scenario.geoBlocked)
        return json({ status: GEO_RESTRICTED_STATUS, message: GEO_MESSAGE }, 403);
      if (lottery) {
        runDueScripts();
        catchUp();
      }
      return undefined;
    };
  return [http.all(`${origin}/lottery/*`, gate(true)), http.all(`${origin}/cms/*`, gate(false))];
}
