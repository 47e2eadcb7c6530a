import { route } from '../../routes/route';
import { acceptTermsFor, termsOf } from '../../services/terms';
import { authed, handle, json } from '../respond';

/** Extension (docs/decisions/0179-extension-calls-terms.md): read and accept the latest terms. */
export const usersTermsHandlers = (base: string) => [
  route.call(base, 'getTerms', () => handle(authed(({ player }) => json(termsOf(player))))),
  route.call(base, 'acceptTerms', (input) =>
    handle(
      authed(async ({ world, request, player }) => {
        const { version } = await input.body(request);
        return json(acceptTermsFor(world, player, version));
      }),
    ),
  ),
];
