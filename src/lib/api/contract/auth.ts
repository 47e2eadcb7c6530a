import * as z from 'zod/mini';
import { count, object, text } from '../schemas/fields';
import { CITIES } from '../types/cities';
import { defineCalls } from './define';
import { asked, gender, language, secret, token, upTo } from './request-fields';

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

/**
 * Registration: types, sizes and the fixed lists (with the codes the service answers); phone,
 * password, email and age rules stay the service's, which reports them all at once.
 */
export const registrationBody = z.looseObject({
  phoneNumber: asked(upTo(32)),
  password: asked(secret),
  passwordConfirmation: asked(secret),
  firstName: asked(upTo()),
  fatherName: asked(upTo()),
  gender: asked(gender),
  email: asked(z.nullable(upTo(254))),
  dateOfBirth: asked(upTo(32)),
  country: asked(z.literal('IQ', { error: 'INVALID_COUNTRY' })),
  city: asked(z.enum(CITIES, { error: 'INVALID_CITY' })),
  preferredLanguage: asked(language),
  newsletter: asked(z.boolean({ error: 'INVALID_BOOLEAN' })),
});

export const passwordResetQuery = z.looseObject({
  securityCode: asked(upTo(16)),
  password: asked(secret),
  passwordConfirmation: asked(secret),
  passwordRequestIdentifier: z.optional(upTo(128)),
  username: z.optional(upTo(32)),
});

const tokens = { name: 'LoginResponse', schema: loginResponse, checked: false } as const;

/** Logging in and out, registration, the mobile number and the password (section 7). */
export const AUTH = defineCalls({
  login: {
    summary: 'Log in with phone number and password',
    // The spec sends the credentials in the query string.
    request: { query: z.looseObject({ username: asked(upTo(32)), password: asked(secret) }) },
    answer: tokens,
    refusals: [401, 403],
  },
  register: {
    summary: 'Register a player',
    request: { body: registrationBody },
    answer: tokens,
    refusals: [409],
  },
  confirmMobileNumber: {
    ok: 204,
    summary: 'Confirm the mobile number with the SMS code',
    request: { query: z.looseObject({ activateCode: asked(upTo(16)) }) },
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
    request: { query: z.looseObject({ username: asked(upTo(32)) }) },
  },
  resetPasswordWithCode: {
    ok: 204,
    summary: 'Set a new password with the reset code',
    request: { query: passwordResetQuery },
  },
  refreshTokens: {
    summary: 'Exchange a refresh token for new tokens',
    request: { query: z.looseObject({ refreshToken: asked(token) }) },
    answer: tokens,
    refusals: [401],
  },
  logout: { ok: 204, summary: 'End the session' },
  confirmEmail: {
    summary: 'Confirm the e-mail address from the link',
    request: { query: z.looseObject({ activationId: asked(upTo(128)) }) },
    answer: { name: 'ConfirmEmailResponse', schema: confirmEmailResponse, checked: false },
  },
});
