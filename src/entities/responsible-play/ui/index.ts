export { LimitLeft } from './limit-left';
export { LimitRefusalText } from './limit-refusal-text';
export { ResponsiblePlayLink } from './responsible-play-link';
export { FirstDepositPrompt } from './first-deposit-prompt';
export { useDateTime } from './use-date-time';
export { ActivitySummary } from './activity-summary';
export { BreakNotice } from './break-notice';
export { CareMessage } from './care-message';
