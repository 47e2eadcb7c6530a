export { completeLogin, loadUser, loginWithCredentials } from './login';
export { confirmEmail } from './confirm-email';
export * from './use-auth-mutations';
