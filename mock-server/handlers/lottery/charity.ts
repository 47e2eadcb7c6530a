import { route } from '../../routes/route';
import { now } from '../../clock';
import { toServerDate } from '../../domain/dates';
import { charityContribution } from '../../services/charity/contribution';
import { charityDraws } from '../../services/charity/draws-raised';
import { charitySplit } from '../../services/charity/split-config';
import { authed, handle, json } from '../respond';
import { validQuery } from '../validate';
import { charityDrawsQuery, contributionQuery } from './schemas/charity';

/** Where the money goes (extension, decision 0221): the split, what draws raised, the player's share. */
export const charityHandlers = (base: string) => [
  route.get(
    `${base}/charity/split`,
    handle(() => json(charitySplit())),
  ),
  route.get(
    `${base}/charity/draws`,
    handle(({ world, request }) => {
      const { from, to } = validQuery(request, charityDrawsQuery);
      return json(charityDraws(world, from, to));
    }),
    { query: charityDrawsQuery },
  ),
  route.get(
    `${base}/users/charity/contribution`,
    handle(
      authed(({ world, request, player }) => {
        const { year } = validQuery(request, contributionQuery);
        const thisYear = Number(toServerDate(now(world)).slice(0, 4));
        return json(charityContribution(world, player, year ?? thisYear));
      }),
    ),
    { query: contributionQuery },
  ),
];
