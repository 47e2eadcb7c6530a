import { isApiError } from '@/lib/api/errors';
import { ApiErrorCode } from '@/lib/api/types';
import { V, type ValidationMessage } from '@/lib/validation';
import type { RegisterValues } from './register-form';

/** What a registration field can show: a validator's message or the email-not-stored one. */
export type RegisterFieldMessage = ValidationMessage | 'errors:emailNotStored';

export type RegisterFailure =
  | { kind: 'numberExists' }
  | { kind: 'fields'; fields: Partial<Record<keyof RegisterValues, RegisterFieldMessage>> }
  | { kind: 'serverError' }
  | { kind: 'failed' };

/** The message each field shows for a server-side code (codes in docs/behaviour.md). */
function fieldMessage(field: string, code: string): RegisterFieldMessage | null {
  if (code === 'REQUIRED') return V.required;
  switch (field) {
    case 'phoneNumber':
      return V.phoneInvalid;
    case 'password':
      return V.passwordInvalid;
    case 'passwordConfirmation':
      return V.passwordMismatch;
    case 'firstName':
      return V.firstNameInvalid;
    case 'fatherName':
      return V.fatherNameInvalid;
    case 'gender':
      return V.genderRequired;
    case 'email':
      return code === ApiErrorCode.UniqueViolation ? 'errors:emailNotStored' : V.emailInvalid;
    case 'dateOfBirth':
      return code === 'UNDERAGE' ? V.ageUnder18 : V.dateInvalid;
    case 'city':
      return V.cityInvalid;
    default:
      return null;
  }
}

/** Sorts a refused registration into what the form shows (section 8). */
export function registerFailure(error: unknown): RegisterFailure {
  if (!isApiError(error)) return { kind: 'failed' };
  if (error.status !== undefined && error.status >= 500) return { kind: 'serverError' };
  if (error.code === ApiErrorCode.NumberExists) return { kind: 'numberExists' };
  const reported = error.body?.errors ?? [];
  const fields: Partial<Record<keyof RegisterValues, RegisterFieldMessage>> = {};
  for (const { field, code } of reported) {
    const message = fieldMessage(field, code);
    if (!message) return { kind: 'failed' };
    fields[field as keyof RegisterValues] = message;
  }
  return Object.keys(fields).length > 0 ? { kind: 'fields', fields } : { kind: 'failed' };
}
