import type { SelectHTMLAttributes } from 'react';
import { describedBy, FieldError, FieldWrapper, Label, Select } from './field-styles';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'onChange' | 'value' | 'id'
> {
  id: string;
  label: string;
  value: string;
  options: SelectOption[];
  onValueChange: (value: string) => void;
  /** Shown as a first, empty choice. */
  placeholder?: string;
  error?: string | null;
}

export function SelectField({
  id,
  label,
  value,
  options,
  onValueChange,
  placeholder,
  error,
  ...select
}: SelectFieldProps) {
  return (
    <FieldWrapper>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, false, Boolean(error))}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </FieldWrapper>
  );
}
