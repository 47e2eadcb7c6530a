import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@/lib/api/types';
import { Methods } from './funds-ui';

export type DepositMethod = Exclude<PaymentMethod, 'NONE'>;

interface MethodPickerProps<M extends DepositMethod> {
  legend: string;
  methods: readonly M[];
  value: M;
  onChange: (method: M) => void;
}

/** Payment methods as a radio group. */
export function MethodPicker<M extends DepositMethod>(props: MethodPickerProps<M>) {
  const { legend, methods, value, onChange } = props;
  const { t } = useTranslation('funds');
  const name = useId();
  return (
    <Methods>
      <legend>{legend}</legend>
      {methods.map((method) => (
        <label key={method}>
          <input
            type="radio"
            name={name}
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
          />
          <span>{t(`methods.${method}`)}</span>
        </label>
      ))}
    </Methods>
  );
}
