// The session entity: who is logged in (tokens, client flags) and their profile, read by the
// shell, every feature and the other player facts (whose keys start at `playerKeys.all`).
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
export {
  getProfile,
  profileQueryOptions,
  setProfile,
  updateCachedProfile,
  useProfile,
} from './profile';
export { logout } from './logout';
