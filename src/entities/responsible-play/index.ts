// The responsible-play entity: the extension's state and every booking (fetchers, queries, keys),
// the reality check, limit refusals; its UI parts (shared by funds, the cart and the shell) in ./ui.
export { responsiblePlayKeys } from './keys';
export { responsiblePlayQuery, useAllBookings, useResponsiblePlay } from './query';
export { limitRefusalOf, type LimitRefusal } from '@/lib/lottery/limit-refusal';
export { tightestLimit } from './tightest';
export { realityCheckStore, dueChecks, isCheckPending, acknowledgeChecks } from './reality-check';
export { useLimitRefusal } from './use-limit-refusal';
export { summariseActivity, type ActivitySummary, type ActivityTotals } from './activity';
export { refetchWhilePending } from './pending';
export { activeBreakUntil, useActiveBreak } from './break';
export {
  sessionLimitQuery,
  spendingOverviewQuery,
  sessionMsLeft,
  useSessionLimit,
  useSpendingOverview,
} from './play-session';
