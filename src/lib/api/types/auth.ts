import type { Infer } from '../contract/define';
import type {
  confirmEmailResponse,
  loginResponse,
  resendConfirmationResponse,
} from '../contract/auth';

/** `status` of a login or refresh answer. */
export const LoginStatus = {
  /** A normal login. */
  Ok: 'OK',
  /** Logged in with a temporary password (after a reset): the app marks a temporary login. */
  TemporaryPassword: 'TEMPORARY_PASSWORD',
  /** Logged in, but the mobile number is not verified yet. */
  MobileNotVerified: 'MOBILE_NOT_VERIFIED',
} as const;
export type LoginStatus = (typeof LoginStatus)[keyof typeof LoginStatus];

/** POST /users/login, PUT /users/registration and POST /users/tokens/refresh. */
export type LoginResponse = Infer<typeof loginResponse>;

/** POST /users/confirm-email. `message` says "registration confirmed" or "email registered". */
export type ConfirmEmailResponse = Infer<typeof confirmEmailResponse>;

/** POST /users/resend-mobile-confirmation. */
export type ResendConfirmationResponse = Infer<typeof resendConfirmationResponse>;

/** POST /users/password/reset/change. Exactly one of passwordRequestIdentifier or username. */
export interface PasswordResetChange {
  securityCode: string;
  password: string;
  passwordConfirmation: string;
  passwordRequestIdentifier?: string;
  username?: string;
}
