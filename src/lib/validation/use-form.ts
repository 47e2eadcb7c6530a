import { useCallback, useMemo, useState } from 'react';
import type { ValidationMessage, ValidationResult } from './messages';

type Values = Record<string, string | boolean>;

/** One validator per field; it sees every value (a confirmation compares with the password). */
export type FormValidators<T extends Values> = {
  [K in keyof T]?: (value: T[K], values: T) => ValidationResult;
};

/** Message keys per field; server errors may use keys of another namespace (M). */
export type FieldErrors<T extends Values, M extends string = ValidationMessage> = Partial<
  Record<keyof T, M>
>;

export interface FormState<T extends Values, M extends string = ValidationMessage> {
  values: T;
  setValue: <K extends keyof T>(name: K, value: T[K]) => void;
  /** Marks a field as visited (on blur): from then on its message shows live. */
  touch: (name: keyof T) => void;
  /** The message key to show for a field, or null (not touched and not submitted, or valid). */
  errorOf: (name: keyof T) => ValidationMessage | M | null;
  /** Marks the form submitted (every message shows) and says whether it is valid. */
  submit: () => boolean;
  /** Messages from the server, shown until the player edits the field. */
  setServerErrors: (errors: FieldErrors<T, M>) => void;
  submitted: boolean;
  /** Fields whose validator fails now, in the validators' order (to focus the first one). */
  invalidFields: (keyof T)[];
}

/**
 * Form state with live validation: a field's message appears once the field was left (or the
 * form submitted) and then follows every keystroke. Validators are pure (src/lib/validation).
 */
export function useForm<T extends Values, M extends string = ValidationMessage>(
  initialValues: T | (() => T),
  validators: FormValidators<T>,
): FormState<T, M> {
  const [values, setValues] = useState<T>(initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<T, M>>({});

  const errors = useMemo(() => {
    const result: FieldErrors<T> = {};
    for (const name of Object.keys(validators) as (keyof T)[]) {
      const validate = validators[name];
      const message = validate?.(values[name], values);
      if (message) result[name] = message;
    }
    return result;
  }, [validators, values]);

  const setValue = useCallback(<K extends keyof T>(name: K, value: T[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setServerErrors((previous) => {
      if (!(name in previous)) return previous;
      const next = { ...previous };
      delete next[name];
      return next;
    });
  }, []);

  const touch = useCallback((name: keyof T) => {
    setTouched((previous) => (previous[name] ? previous : { ...previous, [name]: true }));
  }, []);

  const errorOf = (name: keyof T): ValidationMessage | M | null => {
    const server = serverErrors[name];
    if (server) return server;
    return touched[name] || submitted ? (errors[name] ?? null) : null;
  };

  const submit = (): boolean => {
    setSubmitted(true);
    setServerErrors({});
    return Object.keys(errors).length === 0;
  };

  const invalidFields = (Object.keys(validators) as (keyof T)[]).filter(
    (name) => errors[name] || serverErrors[name],
  );

  return { values, setValue, touch, errorOf, submit, setServerErrors, submitted, invalidFields };
}
