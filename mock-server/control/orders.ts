import { route } from '../routes/route';
import type { Route } from '../routes/types';
import { handle, json } from '../handlers/respond';
import { validBody, validParams } from '../handlers/validate';
import { orderParams } from '../../src/lib/api/contract/request-fields';
import { voidOrder } from '../services/orders/void-records';
import { voidOrderBody } from './schemas';

/** `${base}/orders/:orderId/void`: the operator voids a purchased order (decision 0280). */
export function orderControlRoutes(base: string): Route[] {
  return [
    route.post(
      `${base}/orders/:orderId/void`,
      handle(async ({ world, params, request }) => {
        const { orderId } = validParams(params, orderParams);
        const { reason } = await validBody(request, voidOrderBody);
        return json(voidOrder(world, orderId, reason ?? 'OPERATOR'));
      }),
      { params: orderParams, body: voidOrderBody },
    ),
  ];
}
