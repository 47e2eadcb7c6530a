import { rule } from '@/components/ui/form';
import { validatePhone, validateRequired } from '@/lib/validation';

export type LoginValues = { username: string; password: string };

export const loginRules = {
  username: rule<LoginValues>((value) => validatePhone(value)),
  /** Only presence for the password: older passwords may predate today's strength rules. */
  password: rule<LoginValues>((value) => validateRequired(value)),
};
