import type { MatchersV3 } from '@pact-foundation/pact';
import { LOCALE } from './cms-shapes';
import { PLAIN_HEADERS, cmsPact, logOut } from './pact';

const pact = cmsPact();

/** One GET the content service answers with a JSON body, in the Arabic locale. */
export const contentRequest = (
  state: string,
  description: string,
  path: string | MatchersV3.Matcher<string>,
  query: Record<string, string>,
) =>
  pact
    .addInteraction()
    .given(state)
    .uponReceiving(description)
    .comment(
      'The app asks in the Arabic locale (ar-IQ, its default) and sends its populate parameters exactly as matched here.',
    )
    .withRequest('GET', path, (b) => b.query({ ...query, locale: LOCALE }).headers(PLAIN_HEADERS));

/** The UI language the content calls ask in: Arabic, whose CMS locale is LOCALE. */
export const IN_ARABIC = 'ar';

/** The content service's reader: a visitor (no tokens). */
export function asVisitor(): void {
  logOut();
}
