import { useController, type FieldValues, type Path, type RegisterOptions } from 'react-hook-form';
import styled from 'styled-components';
import { FieldError } from './field-error';
import type { SelectOption } from './select-field';

interface ChoiceFieldProps<T extends FieldValues> {
  id: string;
  legend: string;
  name: Path<T>;
  options: readonly SelectOption[];
  rules?: RegisterOptions<T, Path<T>>;
}

/** Radio buttons in a fieldset, bound to the enclosing Form: the legend names the group. */
export function ChoiceField<T extends FieldValues>({
  id,
  legend,
  name,
  options,
  rules,
}: ChoiceFieldProps<T>) {
  const { field, fieldState } = useController<T, Path<T>>({ name, rules });
  const error = fieldState.error?.message;
  return (
    <Fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <Legend>{legend}</Legend>
      <Options>
        {options.map((option, index) => (
          <Choice key={option.value}>
            <input
              // The first radio carries the group's id and ref, so focusing "the field" lands here.
              id={index === 0 ? id : undefined}
              ref={index === 0 ? field.ref : undefined}
              type="radio"
              name={field.name}
              value={option.value}
              checked={field.value === option.value}
              onChange={() => field.onChange(option.value)}
              onBlur={field.onBlur}
            />
            {option.label}
          </Choice>
        ))}
      </Options>
      <FieldError id={`${id}-error`} message={error} />
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const Legend = styled.legend`
  padding: 0;
  margin-block-end: ${({ theme }) => theme.space(1)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(6)};
`;

const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: 44px;
  cursor: pointer;

  input {
    inline-size: 20px;
    block-size: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;
