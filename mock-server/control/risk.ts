import { z } from 'zod';
import { route } from '../routes/route';
import type { Route } from '../routes/types';
import { handle, json } from '../handlers/respond';
import { validBody, validParams } from '../handlers/validate';
import { riskOf, setRiskOverride } from '../services/risk';
import { playerPhoneParams } from './schemas';
import { requirePlayer } from './world';

/** true: flagged by an operator; false: cleared whatever the rules say; null: the rules decide. */
export const riskBody = z.strictObject({ flagged: z.boolean().nullable() });

/**
 * `${base}/players/:phone/risk` (decision 0286): GET reads whether a player is at risk and why
 * (the signals, QA's override, since when); PUT flags, clears or hands back to the rules.
 */
export function riskControlRoutes(base: string): Route[] {
  const path = `${base}/players/:phone/risk`;
  return [
    route.get(
      path,
      handle(({ world, params }) => {
        const { phone } = validParams(params, playerPhoneParams);
        return json(riskOf(world, requirePlayer(world, phone)));
      }),
      { params: playerPhoneParams },
    ),
    route.put(
      path,
      handle(async ({ world, params, request }) => {
        const { phone } = validParams(params, playerPhoneParams);
        const { flagged } = await validBody(request, riskBody);
        const override = flagged === null ? null : flagged ? 'FLAGGED' : 'CLEARED';
        return json(setRiskOverride(world, requirePlayer(world, phone), override));
      }),
      { body: riskBody, params: playerPhoneParams },
    ),
  ];
}
