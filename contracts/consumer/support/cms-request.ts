import type { MatchersV3 } from '@pact-foundation/pact';
import { setApiLanguage } from '../../../src/lib/api/locale';
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

/** The content service's reader: a visitor (no tokens) with the app in Arabic. */
export function asArabicVisitor(): void {
  logOut();
  setApiLanguage('ar');
}
