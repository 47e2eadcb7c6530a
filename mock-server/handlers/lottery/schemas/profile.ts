import { z } from 'zod';
import {
  CITIES,
  type CommunicationPreferences,
  type ProfileUpdate,
} from '../../../../src/lib/api/types';
import { asked, flag, secret, text } from './fields';

/** PUT /users: the city and email rules answer their own codes. */
export const profileUpdateBody = z.looseObject({
  firstName: text().optional(),
  lastName: text().optional(),
  email: text(254).nullable().optional(),
  city: z.enum(CITIES, { error: 'INVALID_CITY' }).optional(),
}) satisfies z.ZodType<Partial<ProfileUpdate>>;

export const passwordChangeQuery = z.looseObject({
  password: asked(secret),
  newPassword: asked(secret),
});

export const passwordQuery = z.looseObject({ password: asked(secret) });

export const communicationPreferencesBody = z.looseObject({
  email: flag.optional(),
  sms: flag.optional(),
  push: flag.optional(),
  newsletter: flag.optional(),
}) satisfies z.ZodType<Partial<CommunicationPreferences>>;

export const languageBody = z.looseObject({ iso: text(8) });

export const activationQuery = z.looseObject({ activationId: asked(text(128)) });
