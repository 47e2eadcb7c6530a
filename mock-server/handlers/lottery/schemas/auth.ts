import { z } from 'zod';
import {
  CITIES,
  type PasswordResetChange,
  type RegistrationRequest,
} from '../../../../src/lib/api/types';
import { gender, language, secret, text, token } from './fields';

/** POST /users/login (the spec sends the credentials in the query string). */
export const loginQuery = z.looseObject({
  username: text(32).optional(),
  password: secret.optional(),
});

/**
 * PUT /users/registration: types, sizes and the fixed lists (with the codes the service answers);
 * phone, password, email and age rules stay in the service, which reports them all at once.
 */
export const registrationBody = z.looseObject({
  phoneNumber: text(32).optional(),
  password: secret.optional(),
  passwordConfirmation: secret.optional(),
  firstName: text().optional(),
  fatherName: text().optional(),
  gender: gender.optional(),
  email: text(254).nullable().optional(),
  dateOfBirth: text(32).optional(),
  country: z.literal('IQ', { error: 'INVALID_COUNTRY' }).optional(),
  city: z.enum(CITIES, { error: 'INVALID_CITY' }).optional(),
  preferredLanguage: language.optional(),
  newsletter: z.boolean({ error: 'INVALID_BOOLEAN' }).optional(),
}) satisfies z.ZodType<Partial<RegistrationRequest>>;

export const activateCodeQuery = z.looseObject({ activateCode: text(16).optional() });

export const usernameQuery = z.looseObject({ username: text(32).optional() });

export const passwordResetQuery = z.looseObject({
  securityCode: text(16).optional(),
  password: secret.optional(),
  passwordConfirmation: secret.optional(),
  passwordRequestIdentifier: text(128).optional(),
  username: text(32).optional(),
}) satisfies z.ZodType<Partial<PasswordResetChange>>;

export const refreshQuery = z.looseObject({ refreshToken: token.optional() });
