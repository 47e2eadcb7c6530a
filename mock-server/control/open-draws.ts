import { now } from '../clock';
import { isOpenForSale } from '../domain/draws';
import { allDraws, catchUp } from '../services/draws';

export function openDraws(): { drawId: number; drawTime: number; stopSellTime: number }[] {
  catchUp();
  return allDraws()
    .filter((d) => isOpenForSale(d, now()))
    .map(({ drawId, drawTime, stopSellTime }) => ({ drawId, drawTime, stopSellTime }));
}
