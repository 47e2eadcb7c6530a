import type { TFunction } from 'i18next';
import { showAlert } from '@/lib/alerts';
import type { SelfExclusion } from '@/lib/api/types';
import { formatDisplayDate, formatIqd } from '@/lib/format';
import { endClosedAccountSession } from '@/entities/session';

/** What the backend said: excluded until `until`, permanently (null), or blocked (the spec's call). */
export type Exclusion =
  { kind: 'dated'; until: string } | { kind: 'permanent' } | { kind: 'blocked' };

/** An LTR value (a date, an account number) isolated inside RTL text. */
const ltr = (value: string) => `\u2066${value}\u2069`;

/** The confirmation's sentences, from the backend's answer only (decisions 0207, 0255). */
export function exclusionText(
  t: TFunction<'responsible'>,
  exclusion: Exclusion,
  payout: SelfExclusion['payout'],
): string {
  const what =
    exclusion.kind === 'dated'
      ? t('selfExclusion.done.untilDate', { date: ltr(formatDisplayDate(exclusion.until)) })
      : t(`selfExclusion.done.${exclusion.kind}`);
  const money = payout
    ? t('selfExclusion.done.paidOut', {
        amount: formatIqd(payout.amount),
        method: t(`selfExclusion.payoutMethods.${payout.method}`),
        account: ltr(payout.walletNumber),
      })
    : t('selfExclusion.done.contact');
  return [what, t('selfExclusion.done.loggedOutOnly'), money].join(' ');
}

/**
 * The backend has ended every session: the app forgets the player at once, so the page looks
 * logged out (no balance, cart or bell), and says what happened on the start screen (decision
 * 0255), as after closing the account (its guards send to the start screen, not to /login).
 */
export function endExcludedSession(title: string, text: string, goHome: () => void): void {
  goHome();
  endClosedAccountSession();
  showAlert({ title, message: text, kind: 'info' });
}
