import type { InputHTMLAttributes, ReactNode } from 'react';
import {
  describedBy,
  FieldError,
  FieldWrapper,
  Hint,
  Input,
  InputRow,
  Label,
} from './field-styles';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'id'
> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: string;
  /** The translated message, or null. */
  error?: string | null;
  /** Something drawn over the input's end (the show-password button). */
  adornment?: ReactNode;
}

/** A labelled input whose hint and message are announced with it (aria-describedby). */
export function TextField({
  id,
  label,
  value,
  onValueChange,
  hint,
  error,
  adornment,
  ...input
}: TextFieldProps) {
  return (
    <FieldWrapper>
      <Label htmlFor={id}>{label}</Label>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      <InputRow>
        <Input
          id={id}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
          $padEnd={Boolean(adornment)}
          {...input}
        />
        {adornment}
      </InputRow>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </FieldWrapper>
  );
}
