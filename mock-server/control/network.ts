import { now } from '../clock';
import { handle, json, noContent } from '../handlers/respond';
import { validBody } from '../handlers/validate';
import { shutdownActive } from '../pipeline/network/decide';
import { PRESET_CATALOGUE } from '../pipeline/network/presets';
import { armNetwork, describeNetwork } from '../pipeline/network/state';
import { route } from '../routes/route';
import type { Route } from '../routes/types';
import type { World } from '../world/state';
import { networkBody } from './network-schemas';

/** The world's presets, and whether a shutdown holds its network down now (fake clock). */
const networkOf = (world: World) => ({
  ...describeNetwork(world.network),
  shutdownNow: shutdownActive(world.network, now(world)) ?? null,
});

/** Named network presets per world (decision 0270): exam shutdowns, evening 4G, flaky. */
export function networkRoutes(base: string): Route[] {
  return [
    route.get(`${base}/network/presets`, () => json({ presets: PRESET_CATALOGUE })),
    route.get(`${base}/network`, ({ world }) => json(networkOf(world))),
    route.put(
      `${base}/network`,
      handle(async ({ world, request }) => {
        const { seed, presets } = await validBody(request, networkBody);
        armNetwork(world.network, seed ?? 1, presets);
        return json(networkOf(world));
      }),
      { body: networkBody },
    ),
    route.delete(`${base}/network`, ({ world }) => {
      armNetwork(world.network, 0, []);
      return noContent();
    }),
  ];
}
