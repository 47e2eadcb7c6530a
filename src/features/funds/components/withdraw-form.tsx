import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api';
import type { WithdrawRequest } from '@/lib/api/types';
import { formatIqd } from '@/lib/format';
import { sessionStore } from '@/lib/session';
import { useSingleFlight } from '@/lib/query';
import {
  parseIqdAmount,
  validateFullName,
  validateWalletNumber,
  validateWithdrawalAmount,
  type ValidationResult,
} from '@/lib/validation';
import { fundsKeys } from '../api/funds-keys';
import { Card, ErrorText, SuccessText } from './funds-ui';
import { MethodPicker } from './method-picker';
import { TextField } from './text-field';

type WithdrawMethod = WithdrawRequest['method'];
const WITHDRAW_METHODS: readonly WithdrawMethod[] = ['FIB', 'ZAIN_CASH', 'FAST_PAY'];

interface Errors {
  amount: ValidationResult;
  fullName: ValidationResult;
  walletNumber: ValidationResult;
}

/** Withdraw to a wallet: at least 1500 IQD and at most the withdrawable funds. */
export function WithdrawForm() {
  const { t } = useTranslation(['funds', 'validation']);
  const queryClient = useQueryClient();
  const { profile, balance } = useSnapshot(sessionStore);
  const withdrawable = balance?.balancePayable ?? 0;
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<WithdrawMethod>('FIB');
  const [fullName, setFullName] = useState(
    profile ? `${profile.firstName} ${profile.lastName}` : '',
  );
  const [walletNumber, setWalletNumber] = useState('');
  const [errors, setErrors] = useState<Errors | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; amount?: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const flight = useSingleFlight();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      amount: validateWithdrawalAmount(amount, withdrawable),
      fullName: validateFullName(fullName),
      walletNumber: validateWalletNumber(walletNumber),
    };
    setErrors(next);
    setOutcome(null);
    const value = parseIqdAmount(amount);
    if (next.amount || next.fullName || next.walletNumber || value === null) return;
    // One payout per action: a second submit in the same task finds the first in flight.
    const sent = flight((actionKey) =>
      api.withdraw(
        { amount: value, method, fullName: fullName.trim(), walletNumber: walletNumber.trim() },
        actionKey,
      ),
    );
    if (!sent) return;
    setBusy(true);
    try {
      const response = await sent;
      sessionStore.balance = response.balance;
      void queryClient.invalidateQueries({ queryKey: fundsKeys.bookings() });
      setOutcome({ ok: true, amount: value });
      setAmount('');
    } catch {
      setOutcome({ ok: false });
    } finally {
      setBusy(false);
    }
  };

  const message = (result: ValidationResult) =>
    result ? t(result, { value: formatIqd(withdrawable) }) : undefined;

  return (
    <Card as="form" noValidate onSubmit={(event: FormEvent) => void submit(event)}>
      <TextField
        label={t('withdraw.amount')}
        value={amount}
        onChange={setAmount}
        inputMode="numeric"
        error={message(errors?.amount ?? null)}
        hint={t('withdraw.limits', { max: formatIqd(withdrawable) })}
      />
      <MethodPicker
        legend={t('withdraw.method')}
        methods={WITHDRAW_METHODS}
        value={method}
        onChange={setMethod}
      />
      <TextField
        label={t('withdraw.fullName')}
        value={fullName}
        onChange={setFullName}
        autoComplete="name"
        error={message(errors?.fullName ?? null)}
      />
      <TextField
        label={t('withdraw.walletNumber')}
        value={walletNumber}
        onChange={setWalletNumber}
        inputMode="tel"
        error={message(errors?.walletNumber ?? null)}
      />
      <div role="status" aria-live="polite">
        {outcome?.ok && (
          <SuccessText>{t('withdraw.success', { amount: formatIqd(outcome.amount) })}</SuccessText>
        )}
      </div>
      {outcome && !outcome.ok && <ErrorText role="alert">{t('withdraw.failed')}</ErrorText>}
      <Button type="submit" disabled={busy}>
        {t('withdraw.submit')}
      </Button>
    </Card>
  );
}
