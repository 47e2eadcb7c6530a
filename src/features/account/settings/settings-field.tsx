import { useId, type InputHTMLAttributes } from 'react';
import { ErrorText, Field } from './settings-ui';

interface SettingsFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  error?: string;
}

/** A labelled input with its error tied to it (aria-describedby) and announced. */
export function SettingsField({ label, value, onChange, error, ...input }: SettingsFieldProps) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        readOnly={!onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </Field>
  );
}
