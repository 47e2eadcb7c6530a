import {
  validatePassword,
  validatePasswordConfirmation,
  validatePhone,
  validateVerificationCode,
  type FormValidators,
} from '@/lib/validation';

export type ChangePasswordValues = {
  username: string;
  securityCode: string;
  password: string;
  passwordConfirmation: string;
};

export const changePasswordValidators: FormValidators<ChangePasswordValues> = {
  username: (value) => validatePhone(value),
  securityCode: (value) => validateVerificationCode(value),
  password: (value) => validatePassword(value),
  passwordConfirmation: (value, values) => validatePasswordConfirmation(values.password, value),
};

/** A request identifier (from a reset link) replaces the number; the number field is then unused. */
export const withoutUsername: FormValidators<ChangePasswordValues> = {
  ...changePasswordValidators,
  username: () => null,
};
