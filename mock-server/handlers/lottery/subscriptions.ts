import { route } from '../../routes/route';
import {
  cancelSubscription,
  changeSubscription,
  createSubscription,
  listRenewals,
  listSubscriptions,
} from '../../services/subscriptions/subscriptions';
import { authed, handle, json } from '../respond';
import { validBody, validParams } from '../validate';
import {
  subscriptionBody,
  subscriptionChangeBody,
  subscriptionParams,
} from './schemas/subscriptions';

/** Extension (decision 0224): the logged-in player's subscriptions and their renewals. */
export const subscriptionsHandlers = (base: string) => [
  route.get(
    `${base}/users/subscriptions`,
    handle(authed(({ world, player }) => json(listSubscriptions(world, player)))),
  ),
  route.post(
    `${base}/users/subscriptions`,
    handle(
      authed(async ({ world, request, playerNow }) => {
        const body = await validBody(request, subscriptionBody);
        return json(createSubscription(world, playerNow(), body), 201);
      }),
    ),
    { body: subscriptionBody },
  ),
  route.put(
    `${base}/users/subscriptions/:subscriptionId`,
    handle(
      authed(async ({ world, request, params, playerNow }) => {
        const { subscriptionId } = validParams(params, subscriptionParams);
        const body = await validBody(request, subscriptionChangeBody);
        return json(changeSubscription(world, playerNow(), subscriptionId, body));
      }),
    ),
    { body: subscriptionChangeBody, params: subscriptionParams },
  ),
  route.delete(
    `${base}/users/subscriptions/:subscriptionId`,
    handle(
      authed(({ world, params, player }) =>
        json(
          cancelSubscription(world, player, validParams(params, subscriptionParams).subscriptionId),
        ),
      ),
    ),
    { params: subscriptionParams },
  ),
  route.get(
    `${base}/users/subscriptions/:subscriptionId/renewals`,
    handle(
      authed(({ world, params, player }) =>
        json(listRenewals(world, player, validParams(params, subscriptionParams).subscriptionId)),
      ),
    ),
    { params: subscriptionParams },
  ),
];
