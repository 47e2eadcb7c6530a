import { PAYMENT_METHODS } from '../../src/lib/api/types/payment-methods';
import { z } from 'zod';
import { availability, SLOW_DEFAULT_MS } from '../domain/payment-rails';
import { handle, json, noContent } from '../handlers/respond';
import { validBody } from '../handlers/validate';
import { route } from '../routes/route';
import type { Route } from '../routes/types';
import type { World } from '../world/state';

const outage = z.strictObject({
  paymentMethod: z.enum(PAYMENT_METHODS),
  rail: z.enum(['CARD', 'TRANSFER']).optional(),
  state: z.enum(['DOWN', 'SLOW']),
  delayMs: z.number().int().min(0).max(60_000).optional(),
});

export const outagesBody = z.strictObject({ outages: z.array(outage).max(16) });

const describe = (world: World) => ({
  outages: world.paymentOutages,
  slowDefaultMs: SLOW_DEFAULT_MS,
  ...availability(world.paymentOutages),
});

/** Payment outages per method and rail (decision 0271): what the providers refuse or do slowly. */
export function paymentOutageRoutes(base: string): Route[] {
  return [
    route.get(`${base}/payment-outages`, ({ world }) => json(describe(world))),
    route.put(
      `${base}/payment-outages`,
      handle(async ({ world, request }) => {
        const { outages } = await validBody(request, outagesBody);
        world.paymentOutages = outages;
        return json(describe(world));
      }),
      { body: outagesBody },
    ),
    route.delete(`${base}/payment-outages`, ({ world }) => {
      world.paymentOutages = [];
      return noContent();
    }),
  ];
}
