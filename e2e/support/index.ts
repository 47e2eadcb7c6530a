export { test, expect, collectErrors } from './fixtures';
export {
  controlClient,
  FAKE_URL,
  FAKE_ORIGIN,
  type ControlClient,
  type JournalEntry,
  type Scenario,
  type NewPlayer,
} from './control';
export { loginAs } from './login';
export { setLanguage, dirOf, LANGS, type Lang } from './language';
export { VIEWPORTS, type ViewportName } from './viewports';
export { PLAYERS, PASSWORD } from './seed';
export { text } from './texts';
export { trackRequests, type RequestTracker } from './network';
export type { RequestPattern, Verification } from './verify';
export { LOTTERY_URL, tokenOf } from './player-api';
export { keptSentMain, watchConsole } from './hydration';
export { workerInControl } from './service-worker';
