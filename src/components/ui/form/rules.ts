import type { FieldValues, RegisterOptions } from 'react-hook-form';

/** A validator of src/lib/validation: a message key, or null when the value is valid. */
export type Validator<T extends FieldValues> = (value: string, values: T) => string | null;

/**
 * Plugs one of our pure validators into react-hook-form: its message key becomes the error's
 * message, which FieldError translates (decision 0120).
 */
export function rule<T extends FieldValues>(validate: Validator<T>): RegisterOptions<T> {
  return { validate: (value, values) => validate(String(value ?? ''), values) ?? true };
}
