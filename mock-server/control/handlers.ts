import { route } from '../routes/route';
import type { Route } from '../routes/types';
import { advanceClock, now } from '../clock';
import { assertCatchUpBounded } from '../services/catch-up-bound';
import { DomainError } from '../domain/errors';
import { handle, json } from '../handlers/respond';
import { validBody, validParams, validQuery } from '../handlers/validate';
import { paymentIdParams } from '../../src/lib/api/contract/request-fields';
import { getScenario, setScenario, type Scenario } from '../scenario';
import { readInbox } from '../services/inbox';
import { settleByProvider } from '../services/payments';
import type { CreatePlayerOptions } from '../services/accounts/players';
import { applyProviderState } from './provider-states';
import { responsiblePlayControlRoutes } from './responsible-play';
import { riskControlRoutes } from './risk';
import { networkRoutes } from './network';
import { orderControlRoutes } from './orders';
import { paymentOutageRoutes } from './payment-outages';
import { verifyRoutes } from './verify';
import { workbenchRoutes } from './workbench';
import { snapshotRoutes } from '../snapshots/routes';
import {
  clockBody,
  createPlayerBody,
  inboxQuery,
  nextDrawBody,
  providerOutcomeBody,
  resetBody,
  scenarioBody,
  stateBody,
} from './schemas';
import { createPlayer, drawNextDraw, drawNextFromSeed, resetWorld } from './world';

const bad = (error: unknown) =>
  new DomainError(400, 'VALIDATION_FAILED', error instanceof Error ? error.message : String(error));

const PROVIDER_OUTCOMES = ['success', 'failure', 'error', 'cancelled'] as const;
const isProviderOutcome = (value: unknown): value is (typeof PROVIDER_OUTCOMES)[number] =>
  PROVIDER_OUTCOMES.includes(value as (typeof PROVIDER_OUTCOMES)[number]);

/** The QA control API under `${origin}/__control` (never delayed, never geo-blocked). */
export function controlRoutes(origin: string): Route[] {
  const base = `${origin}/__control`;
  return [
    ...responsiblePlayControlRoutes(base),
    ...riskControlRoutes(base),
    ...workbenchRoutes(base, origin),
    ...snapshotRoutes(base),
    ...verifyRoutes(base),
    ...networkRoutes(base),
    ...paymentOutageRoutes(base),
    ...orderControlRoutes(base),
    route.post(
      `${base}/reset`,
      handle(async ({ world, request }) => {
        const options = await validBody(request, resetBody);
        const start =
          options.clockStart === undefined ? undefined : new Date(options.clockStart).getTime();
        if (start !== undefined && Number.isNaN(start)) throw bad('clockStart must be a date');
        resetWorld(world, start === undefined ? {} : { clockStart: start });
        return json({ ok: true, now: new Date(now(world)).toISOString() });
      }),
      { body: resetBody },
    ),
    route.get(`${base}/scenario`, ({ world }) => json(getScenario(world))),
    route.put(
      `${base}/scenario`,
      handle(async ({ world, request }) => {
        // Types and sizes here; setScenario checks each value and names the bad flag.
        const flags = (await validBody(request, scenarioBody)) as Partial<Scenario>;
        try {
          return json(setScenario(world, flags));
        } catch (error) {
          throw bad(error);
        }
      }),
      { body: scenarioBody },
    ),
    route.post(
      `${base}/players`,
      handle(async ({ world, request }) =>
        json(
          createPlayer(world, (await validBody(request, createPlayerBody)) as CreatePlayerOptions),
          201,
        ),
      ),
      { body: createPlayerBody },
    ),
    route.get(
      `${base}/inbox`,
      handle(({ world, request }) => {
        const q = validQuery(request, inboxQuery);
        return json({
          messages: readInbox(world, { phone: q.phone ?? null, email: q.email ?? null }),
        });
      }),
      { query: inboxQuery },
    ),
    route.post(
      `${base}/draws/next`,
      handle(async ({ world, request }) => {
        const { winningNumbers } = await validBody(request, nextDrawBody);
        // Chosen numbers make a manual draw; without, the draw's committed seed decides.
        return json(
          winningNumbers ? drawNextDraw(world, winningNumbers) : await drawNextFromSeed(world),
        );
      }),
      { body: nextDrawBody },
    ),
    // The provider's side of a pay-in, as QA drives it: success, failure, error or cancelled.
    route.post(
      `${base}/payments/:paymentId`,
      handle(async ({ world, request, params }) => {
        validParams(params, paymentIdParams);
        const { outcome } = await validBody(request, providerOutcomeBody);
        if (!isProviderOutcome(outcome)) throw bad('outcome: success|failure|error|cancelled');
        return json(settleByProvider(world, String(params.paymentId), outcome));
      }),
      { body: providerOutcomeBody, params: paymentIdParams },
    ),
    route.get(`${base}/clock`, ({ world }) =>
      json({ now: new Date(now(world)).toISOString(), nowMs: now(world) }),
    ),
    route.post(
      `${base}/clock`,
      handle(async ({ world, request }) => {
        const { advanceMs } = await validBody(request, clockBody);
        assertCatchUpBounded(world, now(world) + Number(advanceMs), 'advanceMs');
        try {
          const at = advanceClock(world, Number(advanceMs));
          return json({ now: new Date(at).toISOString(), nowMs: at });
        } catch (error) {
          throw bad(error);
        }
      }),
      { body: clockBody },
    ),
    route.post(
      `${base}/state`,
      handle(async ({ world, request }) => {
        const { state, params, action } = await validBody(request, stateBody);
        // Each setup starts from a reset world, so a teardown has nothing to undo; it must not run
        // the setup again (it answered a new token, and reset the world the verifier just used).
        if (action === 'teardown') return json({});
        try {
          return json((await applyProviderState(world, state, params ?? {})) ?? {});
        } catch (error) {
          if (error instanceof DomainError) throw error;
          throw bad(error);
        }
      }),
      { body: stateBody },
    ),
  ];
}
