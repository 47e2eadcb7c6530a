import styled from 'styled-components';
import { FieldError } from './field-styles';
import type { SelectOption } from './select-field';

interface ChoiceGroupProps {
  id: string;
  legend: string;
  name: string;
  value: string;
  options: SelectOption[];
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
}

/** Radio buttons in a fieldset: the legend names the group for screen readers. */
export function ChoiceGroup({
  id,
  legend,
  name,
  value,
  options,
  onValueChange,
  onBlur,
  error,
}: ChoiceGroupProps) {
  return (
    <Fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <Legend>{legend}</Legend>
      <Options>
        {options.map((option, index) => (
          <Choice key={option.value}>
            <input
              // The first radio carries the group's id, so focusing "the field" lands here.
              id={index === 0 ? id : undefined}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onValueChange(option.value)}
              onBlur={onBlur}
            />
            {option.label}
          </Choice>
        ))}
      </Options>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
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
