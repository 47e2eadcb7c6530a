import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TextField, type TextFieldProps } from './text-field';

type PasswordFieldProps<T extends FieldValues> = Omit<TextFieldProps<T>, 'type' | 'adornment'> & {
  id: string;
};

/** A TextField for passwords with a show/hide toggle (a real button, announced as pressed). */
export function PasswordField<T extends FieldValues>(props: PasswordFieldProps<T>) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      adornment={
        <Toggle
          type="button"
          aria-pressed={visible}
          aria-controls={props.id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t('password.hide') : t('password.show')}
        </Toggle>
      }
    />
  );
}

const Toggle = styled.button`
  position: absolute;
  inset-block: 0;
  inset-inline-end: 0;
  padding-inline: ${({ theme }) => theme.space(3)};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primaryStrong};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  max-inline-size: 45%;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;
