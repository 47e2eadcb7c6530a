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

export interface LoginResponse {
  securityToken: string;
  refreshToken: string;
  status: LoginStatus;
}

/** POST /users/confirm-email. `message` says "registration confirmed" or "email registered". */
export interface ConfirmEmailResponse {
  message: string;
}

export interface ResendConfirmationResponse {
  /** Seconds before another code can be requested. */
  cooldownSeconds: number;
}

/** POST /users/password/reset/change. Exactly one of passwordRequestIdentifier or username. */
export interface PasswordResetChange {
  securityCode: string;
  password: string;
  passwordConfirmation: string;
  passwordRequestIdentifier?: string;
  username?: string;
}
