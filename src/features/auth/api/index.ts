export { completeLogin, loadUser, loginWithCredentials } from './login';
export { logout } from './logout';
export { confirmEmail } from './confirm-email';
export * from './use-auth-mutations';
