/**
 * Every message a validator can answer, as an i18next key of the `validation` namespace.
 * Validators return one of these (or null when the value is valid); the caller translates it.
 */
export const V = {
  required: 'validation:required',
  passwordInvalid: 'validation:passwordInvalid',
  passwordMismatch: 'validation:passwordMismatch',
  phoneInvalid: 'validation:phoneInvalid',
  emailInvalid: 'validation:emailInvalid',
  dateInvalid: 'validation:dateInvalid',
  ageUnder18: 'validation:ageUnder18',
  firstNameInvalid: 'validation:firstNameInvalid',
  fatherNameInvalid: 'validation:fatherNameInvalid',
  fullNameInvalid: 'validation:fullNameInvalid',
  walletNumberInvalid: 'validation:walletNumberInvalid',
  cityInvalid: 'validation:cityInvalid',
  genderRequired: 'validation:genderRequired',
  identifierInvalid: 'validation:identifierInvalid',
  codeInvalid: 'validation:codeInvalid',
  depositInvalid: 'validation:depositInvalid',
  withdrawAboveMaximum: 'validation:withdrawAboveMaximum',
  withdrawBelowMinimum: 'validation:withdrawBelowMinimum',
} as const;

export type ValidationMessage = (typeof V)[keyof typeof V];

/** A validator's answer: a message key, or null when the value is valid. */
export type ValidationResult = ValidationMessage | null;
