import { useId } from 'react';
import { useController, type FieldValues, type Path, type RegisterOptions } from 'react-hook-form';
import styled from 'styled-components';
import { FieldError } from './field-error';

interface CheckboxFieldProps<T extends FieldValues> {
  name: Path<T>;
  label: string;
  id?: string;
  /** E.g. a confirmation that must be ticked. */
  rules?: RegisterOptions<T, Path<T>>;
}

/** A checkbox bound to the enclosing Form; the whole row is its label (a 44 px target). */
export function CheckboxField<T extends FieldValues>({
  name,
  label,
  id,
  rules,
}: CheckboxFieldProps<T>) {
  // Destructured: the compiler's lint takes an object holding `ref` for a ref.
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState: { error },
  } = useController<T, Path<T>>({ name, rules });
  const generated = useId();
  const errorId = `${id ?? generated}-error`;
  return (
    <div>
      <Row>
        <input
          id={id}
          ref={ref}
          name={fieldName}
          type="checkbox"
          checked={Boolean(value)}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {label}
      </Row>
      <FieldError id={errorId} message={error?.message} />
    </div>
  );
}

const Row = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: 44px;
  padding-block: ${({ theme }) => theme.space(2)};
  cursor: pointer;

  input {
    flex: none;
    inline-size: 20px;
    block-size: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;
