import { z } from 'zod';
import {
  CITIES,
  type PasswordResetChange,
  type RegistrationRequest,
} from '../../../../src/lib/api/types';
import { asked, gender, language, secret, text, token } from './fields';

/** POST /users/login (the spec sends the credentials in the query string). */
export const loginQuery = z.looseObject({
  username: asked(text(32)),
  password: asked(secret),
});

/**
 * PUT /users/registration: types, sizes and the fixed lists (with the codes the service answers);
 * phone, password, email and age rules stay in the service, which reports them all at once.
 */
export const registrationBody = z.looseObject({
  phoneNumber: asked(text(32)),
  password: asked(secret),
  passwordConfirmation: asked(secret),
  firstName: asked(text()),
  fatherName: asked(text()),
  gender: asked(gender),
  email: asked(text(254).nullable()),
  dateOfBirth: asked(text(32)),
  country: asked(z.literal('IQ', { error: 'INVALID_COUNTRY' })),
  city: asked(z.enum(CITIES, { error: 'INVALID_CITY' })),
  preferredLanguage: asked(language),
  newsletter: asked(z.boolean({ error: 'INVALID_BOOLEAN' })),
}) satisfies z.ZodType<Partial<RegistrationRequest>>;

export const activateCodeQuery = z.looseObject({ activateCode: asked(text(16)) });

export const usernameQuery = z.looseObject({ username: asked(text(32)) });

export const passwordResetQuery = z.looseObject({
  securityCode: asked(text(16)),
  password: asked(secret),
  passwordConfirmation: asked(secret),
  passwordRequestIdentifier: text(128).optional(),
  username: text(32).optional(),
}) satisfies z.ZodType<Partial<PasswordResetChange>>;

export const refreshQuery = z.looseObject({ refreshToken: asked(token) });
