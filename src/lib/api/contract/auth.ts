import * as z from 'zod/mini';
import { count, object, text } from '../schemas/fields';
import { defineCalls } from './define';

/** Login, registration and refresh answer the tokens. */
export const loginResponse = object({
  securityToken: text,
  refreshToken: text,
  status: z.enum(['OK', 'TEMPORARY_PASSWORD', 'MOBILE_NOT_VERIFIED']),
});

/** Seconds before another code can be requested. */
export const resendConfirmationResponse = object({ cooldownSeconds: count });

/** `message` is the spec's English text ("registration confirmed" or "email registered"). */
export const confirmEmailResponse = object({ message: text });

const tokens = { name: 'LoginResponse', schema: loginResponse, checked: false } as const;

/** Logging in and out, registration, the mobile number and the password (section 7). */
export const AUTH = defineCalls({
  login: {
    summary: 'Log in with phone number and password',
    answer: tokens,
    refusals: [401, 403],
  },
  register: {
    summary: 'Register a player',
    answer: tokens,
    refusals: [409],
  },
  confirmMobileNumber: {
    ok: 204,
    summary: 'Confirm the mobile number with the SMS code',
  },
  resendMobileConfirmation: {
    summary: 'Send the SMS code again',
    answer: {
      name: 'ResendConfirmationResponse',
      schema: resendConfirmationResponse,
      checked: false,
    },
    refusals: [429],
  },
  forgotPassword: {
    ok: 204,
    summary: 'Ask for a password reset code',
  },
  resetPasswordWithCode: {
    ok: 204,
    summary: 'Set a new password with the reset code',
  },
  refreshTokens: {
    summary: 'Exchange a refresh token for new tokens',
    answer: tokens,
    refusals: [401],
  },
  logout: { ok: 204, summary: 'End the session' },
  confirmEmail: {
    summary: 'Confirm the e-mail address from the link',
    answer: { name: 'ConfirmEmailResponse', schema: confirmEmailResponse, checked: false },
  },
});
