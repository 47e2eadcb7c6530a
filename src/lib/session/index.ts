export { sessionStore, isVerified } from './session-store';
export {
  completeLogin,
  loginWithCredentials,
  loadUser,
  refreshBalance,
  logout,
  endClosedAccountSession,
  clearSession,
} from './actions';
