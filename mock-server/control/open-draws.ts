import type { World } from '../world/state';
import { now } from '../clock';
import { isOpenForSale } from '../domain/draws';
import { allDraws, catchUp } from '../services/draws';

export function openDraws(
  world: World,
): { drawId: number; drawTime: number; stopSellTime: number }[] {
  catchUp(world);
  return allDraws(world)
    .filter((d) => isOpenForSale(d, now(world)))
    .map(({ drawId, drawTime, stopSellTime }) => ({ drawId, drawTime, stopSellTime }));
}
