import { route } from '../../routes/route';
import { now } from '../../clock';
import { toServerDate } from '../../domain/dates';
import { charityContribution } from '../../services/charity/contribution';
import { charityDraws } from '../../services/charity/draws-raised';
import { charitySplit } from '../../services/charity/split-config';
import { authed, handle, json } from '../respond';

/** Where the money goes (extension, decision 0221): the split, what draws raised, the player's share. */
export const charityHandlers = (base: string) => [
  route.call(base, 'getCharitySplit', () => handle(() => json(charitySplit()))),
  route.call(base, 'getCharityDraws', (input) =>
    handle(({ world, request }) => {
      const { from, to } = input.query(request);
      return json(charityDraws(world, from, to));
    }),
  ),
  route.call(base, 'getCharityContribution', (input) =>
    handle(
      authed(({ world, request, player }) => {
        const { year } = input.query(request);
        const thisYear = Number(toServerDate(now(world)).slice(0, 4));
        return json(charityContribution(world, player, year ?? thisYear));
      }),
    ),
  ),
];
