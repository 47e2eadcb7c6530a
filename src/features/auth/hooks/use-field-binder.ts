import { useTranslation } from 'react-i18next';
import type { FormState, ValidationMessage } from '@/lib/validation';
import type { RegisterFieldMessage } from '../utils/register-error';

type Values = Record<string, string | boolean>;
type StringField<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/** Messages any auth form can show next to a field. */
export type AuthFieldMessage = ValidationMessage | RegisterFieldMessage;

/**
 * The props a text-like field needs from the form: id, value, change, blur (touch) and the
 * translated message. Ids are `<prefix>-<field>`, so the page can focus the first invalid one.
 */
export function useFieldBinder<T extends Values, M extends AuthFieldMessage>(
  form: FormState<T, M>,
  prefix: string,
) {
  const { t } = useTranslation(['validation', 'errors']);
  const messageOf = (name: keyof T): string | null => {
    const key = form.errorOf(name);
    return key ? t(key) : null;
  };
  const bind = <K extends StringField<T>>(name: K) => ({
    id: `${prefix}-${name}`,
    name,
    value: form.values[name] as string,
    onValueChange: (value: string) => form.setValue(name, value as T[K]),
    onBlur: () => form.touch(name),
    error: messageOf(name),
  });
  return { bind, messageOf };
}

/** Moves focus to the first field the form reports invalid (after a refused submit). */
export function focusFirstInvalid<T extends Values, M extends string>(
  form: FormState<T, M>,
  prefix: string,
): void {
  const first = form.invalidFields[0];
  if (first !== undefined) document.getElementById(`${prefix}-${String(first)}`)?.focus();
}
