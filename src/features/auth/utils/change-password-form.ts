import { rule } from '@/components/ui/form';
import {
  validatePassword,
  validatePasswordConfirmation,
  validatePhone,
  validateVerificationCode,
} from '@/lib/validation';

export type ChangePasswordValues = {
  username: string;
  securityCode: string;
  password: string;
  passwordConfirmation: string;
};

const r = rule<ChangePasswordValues>;

export const changePasswordRules = {
  username: r((value) => validatePhone(value)),
  securityCode: r((value) => validateVerificationCode(value)),
  password: r((value) => validatePassword(value)),
  passwordConfirmation: r((value, values) => validatePasswordConfirmation(values.password, value)),
};
