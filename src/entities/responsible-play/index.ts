export { responsiblePlayKeys } from './keys';
export { responsiblePlayQuery, useAllBookings, useResponsiblePlay } from './query';
export { limitRefusalOf, type LimitRefusal } from './refusal';
export { tightestLimit } from './tightest';
export { realityCheckStore, dueChecks, isCheckPending, acknowledgeChecks } from './reality-check';
export { useLimitRefusal } from './use-limit-refusal';
export { summariseActivity, type ActivitySummary, type ActivityTotals } from './activity';
export { refetchWhilePending } from './pending';
