import * as session from '@/lib/api/play-session-calls';
import type { SessionLimit, SpendingOverview } from '@/lib/api/types';

/** A session-limit answer (decision 0282): a 60-minute cap from 12:00, cooling-off to 13:10. */
export const sessionLimitAnswer = (over: Partial<SessionLimit> = {}): SessionLimit => ({
  serverTime: '2026-11-22T12:15:00+03:00',
  minutes: null,
  choices: [30, 60, 120, 240],
  operatorMinutes: 60,
  coolingOffMinutes: 10,
  session: {
    startedAt: '2026-11-22T12:00:00+03:00',
    endsAt: '2026-11-22T13:00:00+03:00',
    coolingOffUntil: '2026-11-22T13:10:00+03:00',
  },
  ...over,
});

/** A spending-overview answer (decision 0283): 14 days, due, a weekly deposit limit. */
export const spendingOverviewAnswer = (over: Partial<SpendingOverview> = {}): SpendingOverview => ({
  frequency: 'FORTNIGHT',
  due: true,
  from: '2026-11-08T12:00:00+03:00',
  to: '2026-11-22T12:00:00+03:00',
  nextAt: '2026-11-22T12:00:00+03:00',
  deposits: 20_000,
  spent: 6_000,
  won: 2_000,
  net: -4_000,
  limits: [{ kind: 'DEPOSIT', period: 'WEEK', amount: 25_000, used: 5_000, remaining: 20_000 }],
  ...over,
});

type PlaySessionCall =
  | 'getSessionLimit'
  | 'setSessionLimit'
  | 'getSpendingOverview'
  | 'setSpendingOverviewFrequency'
  | 'markSpendingOverviewSeen';

/** How the app calls each session-cap and overview call (each goes where its row says). */
export const PLAY_SESSION_CALLS: Record<PlaySessionCall, () => Promise<unknown>> = {
  getSessionLimit: () => session.getSessionLimit(),
  setSessionLimit: () => session.setSessionLimit(60),
  getSpendingOverview: () => session.getSpendingOverview(),
  setSpendingOverviewFrequency: () => session.setSpendingOverviewFrequency('WEEK'),
  markSpendingOverviewSeen: () => session.markSpendingOverviewSeen(),
};
