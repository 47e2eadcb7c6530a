export { sessionStore } from './session-store';
export { playerKeys } from './player-keys';
export {
  isLoggedIn,
  isVerified,
  playerProfile,
  useIsLoggedIn,
  useIsVerified,
  usePlayerProfile,
} from './player';
export { rememberLogin, clearSession, endClosedAccountSession } from './actions';
