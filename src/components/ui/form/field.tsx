import type { ReactNode } from 'react';
import { FieldError } from './field-error';
import { FieldWrapper, Hint, Label } from './field-styles';

/** What a control needs to be tied to its label, hint and message. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  /** A message key (validation:… or a feature's key), translated here; or null. */
  error?: string | null;
  /** Values the message interpolates (a maximum amount). */
  errorValues?: Record<string, unknown>;
  /** Another element that describes the control (a refusal shown below the form). */
  describedBy?: string;
  children: (control: ControlProps) => ReactNode;
}

/**
 * A label, the control, its hint and its message. The control is marked invalid and described by
 * the hint and message, so a screen reader reads them when the control gets focus.
 */
export function Field(props: FieldProps) {
  const { id, label, hint, error, errorValues, describedBy, children } = props;
  const ids = [hint && `${id}-hint`, error && `${id}-error`, describedBy].filter(Boolean);
  return (
    <FieldWrapper>
      <Label htmlFor={id}>{label}</Label>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
      })}
      <FieldError id={`${id}-error`} message={error} values={errorValues} />
    </FieldWrapper>
  );
}
