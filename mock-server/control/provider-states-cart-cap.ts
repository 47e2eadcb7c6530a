/** Provider state of the cart cap (contracts/states-cart-cap.ts; behaviour 23). */
import type { World } from '../world/state';
import { CART_CAP_STATES as S } from '../../contracts/states-cart-cap';
import { addTickets, MAX_CART_POSITIONS } from '../services/cart';
import { openDraws } from './open-draws';
import { DEMO_PHONE, GRID, tokensOf, type ProviderStateAnswer } from './provider-states-support';
import { requirePlayer } from './world';

export const CART_CAP_BUILDERS: Record<string, (world: World) => ProviderStateAnswer> = {
  [S.fullCart]: (world) => {
    const player = requirePlayer(world, DEMO_PHONE);
    const drawId = openDraws(world)[0]?.drawId ?? 0;
    const ticket = { ticketTypeName: '6of29', drawIds: [drawId], tips: [GRID] };
    addTickets(
      world,
      player,
      Array.from({ length: MAX_CART_POSITIONS }, () => ticket),
    );
    return { ...tokensOf(world, player), drawId };
  },
};
