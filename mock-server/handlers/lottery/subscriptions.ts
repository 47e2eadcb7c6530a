import { route } from '../../routes/route';
import {
  cancelSubscription,
  changeSubscription,
  createSubscription,
  listRenewals,
  listSubscriptions,
} from '../../services/subscriptions/subscriptions';
import { authed, handle, json } from '../respond';

/** Extension (decision 0224): the logged-in player's subscriptions and their renewals. */
export const subscriptionsHandlers = (base: string) => [
  route.call(base, 'getSubscriptions', () =>
    handle(authed(({ world, player }) => json(listSubscriptions(world, player)))),
  ),
  route.call(base, 'createSubscription', (input) =>
    handle(
      authed(async ({ world, request, playerNow }) => {
        const body = await input.body(request);
        return json(createSubscription(world, playerNow(), body), 201);
      }),
    ),
  ),
  route.call(base, 'changeSubscription', (input) =>
    handle(
      authed(async ({ world, request, params, playerNow }) => {
        const { subscriptionId } = input.params(params);
        const body = await input.body(request);
        return json(changeSubscription(world, playerNow(), subscriptionId, body));
      }),
    ),
  ),
  route.call(base, 'cancelSubscription', (input) =>
    handle(
      authed(({ world, params, player }) =>
        json(cancelSubscription(world, player, input.params(params).subscriptionId)),
      ),
    ),
  ),
  route.call(base, 'getSubscriptionRenewals', (input) =>
    handle(
      authed(({ world, params, player }) =>
        json(listRenewals(world, player, input.params(params).subscriptionId)),
      ),
    ),
  ),
];
