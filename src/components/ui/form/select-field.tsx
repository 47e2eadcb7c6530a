import { useId } from 'react';
import { useController, type FieldValues, type Path, type RegisterOptions } from 'react-hook-form';
import { Field } from './field';
import { Select } from './field-styles';

export interface SelectOption {
  value: string;
  label: string;
  lang?: string;
}

interface SelectFieldProps<T extends FieldValues> {
  name: Path<T>;
  label: string;
  options: readonly SelectOption[];
  id?: string;
  rules?: RegisterOptions<T, Path<T>>;
  /** Shown as a first, empty choice. */
  placeholder?: string;
}

/** A labelled select bound to the enclosing Form by name. */
export function SelectField<T extends FieldValues>(props: SelectFieldProps<T>) {
  const { name, label, options, id, rules, placeholder } = props;
  const { field, fieldState } = useController<T, Path<T>>({ name, rules });
  const generated = useId();
  return (
    <Field id={id ?? generated} label={label} error={fieldState.error?.message}>
      {(control) => (
        <Select
          {...control}
          ref={field.ref}
          name={field.name}
          value={String(field.value ?? '')}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
