import type { RegistrationRequest } from '../../src/lib/api/types';

/** A registration every rule accepts (adult, Basra, strong password); tests override one field. */
export const validRegistration = (
  overrides: Partial<RegistrationRequest> = {},
): RegistrationRequest => ({
  phoneNumber: '07801112233',
  password: 'Secret123',
  passwordConfirmation: 'Secret123',
  firstName: 'Ali',
  fatherName: 'Kareem',
  gender: 'MALE',
  email: null,
  dateOfBirth: '2000-05-01',
  country: 'IQ',
  city: 'Basra',
  preferredLanguage: 'ar',
  newsletter: false,
  ...overrides,
});
