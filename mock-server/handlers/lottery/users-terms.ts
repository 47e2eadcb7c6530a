import { route } from '../../routes/route';
import { acceptTermsFor, termsOf } from '../../services/terms';
import { handle, json, playerOf } from '../respond';
import { validBody } from '../validate';
import { acceptTermsBody } from './schemas/terms';

/** Extension (docs/decisions/0179-extension-calls-terms.md): read and accept the latest terms. */
export const usersTermsHandlers = (base: string) => [
  route.get(
    `${base}/users/terms`,
    handle(({ world, request }) => json(termsOf(playerOf(world, request)))),
  ),
  route.put(
    `${base}/users/terms`,
    handle(async ({ world, request }) => {
      const player = playerOf(world, request);
      const { version } = await validBody(request, acceptTermsBody);
      return json(acceptTermsFor(world, player, version));
    }),
    { body: acceptTermsBody },
  ),
];
