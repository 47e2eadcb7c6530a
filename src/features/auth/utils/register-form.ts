import { rule } from '@/components/ui/form';
import type { Gender, RegistrationRequest, UiLanguage } from '@/lib/api/types';
import {
  cleanInput,
  normalizePhoneInput,
  toServerDate,
  validateCity,
  validateDateOfBirth,
  validateEmail,
  validateFatherName,
  validateFirstName,
  validateGender,
  validatePassword,
  validatePasswordConfirmation,
  validatePhone,
} from '@/lib/validation';

export type RegisterValues = {
  phoneNumber: string;
  password: string;
  passwordConfirmation: string;
  firstName: string;
  fatherName: string;
  gender: string;
  email: string;
  dateOfBirth: string;
  city: string;
  preferredLanguage: string;
  newsletter: boolean;
};

export const emptyRegisterValues = (language: UiLanguage): RegisterValues => ({
  phoneNumber: '',
  password: '',
  passwordConfirmation: '',
  firstName: '',
  fatherName: '',
  gender: '',
  email: '',
  dateOfBirth: '',
  city: '',
  preferredLanguage: language,
  newsletter: false,
});

const r = rule<RegisterValues>;

/** One rule per field (our validators, live once a field was left: mode onTouched). */
export const registerRules = {
  phoneNumber: r((value) => validatePhone(value)),
  password: r((value) => validatePassword(value)),
  passwordConfirmation: r((value, values) => validatePasswordConfirmation(values.password, value)),
  firstName: r((value) => validateFirstName(value)),
  fatherName: r((value) => validateFatherName(value)),
  gender: r((value) => validateGender(value)),
  email: r((value) => validateEmail(value)),
  dateOfBirth: r((value) => validateDateOfBirth(value)),
  city: r((value) => validateCity(value)),
};

/** Auto-inserts the slashes of dd/MM/yyyy while the player types digits. */
export function formatDateInput(value: string): string {
  const digits = cleanInput(value).replace(/\D/g, '').slice(0, 8);
  const day = digits.slice(0, 2);
  const month = digits.slice(2, 4);
  const year = digits.slice(4);
  return [day, month, year].filter((part, index) => index === 0 || part !== '').join('/');
}

export function toRegistrationRequest(values: RegisterValues): RegistrationRequest {
  const email = values.email.trim();
  return {
    phoneNumber: normalizePhoneInput(values.phoneNumber),
    password: values.password,
    passwordConfirmation: values.passwordConfirmation,
    firstName: values.firstName.trim(),
    fatherName: values.fatherName.trim(),
    gender: values.gender as Gender,
    email: email === '' ? null : email,
    dateOfBirth: toServerDate(values.dateOfBirth) ?? '',
    country: 'IQ',
    city: values.city as RegistrationRequest['city'],
    preferredLanguage: values.preferredLanguage as UiLanguage,
    newsletter: values.newsletter,
  };
}
