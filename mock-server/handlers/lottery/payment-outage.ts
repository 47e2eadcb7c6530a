import {
  methodDown,
  providerRefusal,
  railState,
  slowness,
  type DepositMethod,
} from '../../domain/payment-rails';
import type { PaymentRail } from '../../../src/lib/api/types';
import type { World } from '../../world/state';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The provider's side of an outage (decision 0271), before the fake answers for it: a method with
 * every rail down refuses the invoke; a slow rail answers late. `rail`: only that rail counts
 * (the card page), otherwise the whole method (the invoke, whose rail the payer picks later).
 */
export async function throughProvider(
  world: World,
  method: DepositMethod | undefined,
  rail?: PaymentRail,
): Promise<void> {
  if (!method || world.paymentOutages.length === 0) return;
  const outages = world.paymentOutages;
  if (rail ? railState(outages, method, rail) === 'DOWN' : methodDown(outages, method))
    throw providerRefusal(method, rail ?? 'ALL');
  const delay = slowness(outages, method, rail);
  if (delay > 0) await sleep(delay);
}
