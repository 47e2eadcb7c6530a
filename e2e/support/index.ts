export { test, expect, collectErrors } from './fixtures';
export {
  controlClient,
  FAKE_URL,
  type ControlClient,
  type Scenario,
  type NewPlayer,
} from './control';
export { loginAs } from './login';
export { setLanguage, dirOf, LANGS, type Lang } from './language';
export { VIEWPORTS, type ViewportName } from './viewports';
export { PLAYERS, PASSWORD } from './seed';
export { text } from './texts';
