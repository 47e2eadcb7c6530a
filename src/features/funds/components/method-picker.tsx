import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositMethod, MethodStates } from '../utils/method-availability';
import { Methods } from './funds-ui';

export type { DepositMethod };

interface MethodPickerProps<M extends DepositMethod> {
  legend: string;
  methods: readonly M[];
  value: M;
  onChange: (method: M) => void;
  /** Methods not plainly working now (decision 0271): a down one cannot be picked. */
  states?: MethodStates;
}

/** Payment methods as a radio group; a method that is down now is shown, but cannot be picked. */
export function MethodPicker<M extends DepositMethod>(props: MethodPickerProps<M>) {
  const { legend, methods, value, onChange, states = {} } = props;
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
            disabled={states[method] === 'DOWN'}
            onChange={() => onChange(method)}
          />
          <span>
            {t(`methods.${method}`)}
            {states[method] && <small>{t(`deposit.availability.${states[method]}`)}</small>}
          </span>
        </label>
      ))}
    </Methods>
  );
}
