import { route } from '../../routes/route';
import { prizeClaimsOf } from '../../services/prize-claims';
import { authed, handle, json } from '../respond';

/** Large wins paid by claim (extension, decision 0251). */
export const prizeClaimHandlers = (base: string) => [
  route.call(base, 'getPrizeClaims', () =>
    handle(authed(({ world, player }) => json(prizeClaimsOf(world, player)))),
  ),
];
