import { validatePhone, validateRequired, type FormValidators } from '@/lib/validation';

export type LoginValues = { username: string; password: string };

/** Only presence for the password: older passwords may predate today's strength rules. */
export const loginValidators: FormValidators<LoginValues> = {
  username: (value) => validatePhone(value),
  password: (value) => validateRequired(value),
};
