import { useEffect, useId, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { WithdrawRequest } from '@/lib/api/types';
import { normalizeDigitString } from '@/lib/validation';
import { usePaymentAccounts, type SavedAccount } from '../api/use-payment-accounts';
import type { WithdrawValues } from '../utils/withdraw-values';
import { Methods } from './funds-ui';

interface Props {
  form: UseFormReturn<WithdrawValues>;
  methods: readonly WithdrawRequest['method'][];
}

/**
 * The player's saved payout accounts as choices above the form: picking one fills in its wallet,
 * name and number (still editable); "another account" empties the number. The first saved
 * account is chosen once, when the form has no number yet. None saved, or the call failed: the
 * form as it always was.
 */
export function WithdrawSavedAccounts({ form, methods }: Props) {
  const { t } = useTranslation(['withdraw', 'funds']);
  const name = useId();
  const accounts = usePaymentAccounts(methods).data ?? [];
  const [method, walletNumber] = form.watch(['method', 'walletNumber']);
  const pick = (a: SavedAccount) => {
    form.setValue('method', a.method);
    form.setValue('fullName', a.fullName);
    form.setValue('walletNumber', a.walletNumber);
  };
  const first = accounts[0];
  const chosenOnce = useRef(false);
  useEffect(() => {
    if (!first || chosenOnce.current) return;
    chosenOnce.current = true;
    if (form.getValues('walletNumber') === '') pick(first);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the accounts arrive
  }, [first]);

  if (accounts.length === 0) return null;
  // Derived from the fields, so editing the number un-chooses the saved account.
  const chosen = accounts.find(
    (a) => a.method === method && a.walletNumber === normalizeDigitString(walletNumber),
  );
  return (
    <Methods>
      <legend>{t('saved.legend')}</legend>
      {accounts.map((a) => (
        <label key={a.paymentAccountId}>
          <input type="radio" name={name} checked={chosen === a} onChange={() => pick(a)} />
          <span>
            {t(`funds:methods.${a.method}`)} <bdi dir="ltr">{a.walletNumber}</bdi> · {a.fullName}
          </span>
        </label>
      ))}
      <label>
        <input
          type="radio"
          name={name}
          checked={!chosen}
          onChange={() => form.setValue('walletNumber', '')}
        />
        <span>{t('saved.other')}</span>
      </label>
    </Methods>
  );
}
