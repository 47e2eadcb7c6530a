import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api';
import type { WithdrawRequest } from '@/lib/api/types';
import { formatIqd } from '@/lib/format';
import { useProfile } from '@/features/account/api';
import { useSingleFlight } from '@/lib/query';
import {
  MIN_WITHDRAWAL_IQD,
  normalizeDigitString,
  parseIqdAmount,
  validateFullName,
  validateWalletNumber,
  validateWithdrawalAmount,
  type ValidationResult,
} from '@/lib/validation';
import { refreshAfterMoneyEvent, useBalance } from '../api';
import { withdrawFailureOf, withdrawReceipt, type WithdrawField } from '../utils/withdraw-outcome';
import { Card, Hint } from './funds-ui';
import { MethodPicker } from './method-picker';
import { TextField } from './text-field';
import { WithdrawResultCard, type WithdrawResult } from './withdraw-result';
import { WithdrawReview } from './withdraw-review';

type WithdrawMethod = WithdrawRequest['method'];
const WITHDRAW_METHODS: readonly WithdrawMethod[] = ['FIB', 'ZAIN_CASH', 'FAST_PAY'];
type Errors = Partial<Record<WithdrawField, ValidationResult>>;

/**
 * Withdraw to a wallet in three steps: the form, a review of exactly what will be sent, and the
 * backend's answer with its reference number. Digits are normalised once, for the check and the
 * request alike.
 */
export function WithdrawForm() {
  const { t } = useTranslation(['funds', 'validation', 'withdraw']);
  const queryClient = useQueryClient();
  const profile = useProfile();
  const balance = useBalance();
  const withdrawable = balance?.balancePayable ?? 0;
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<WithdrawMethod>('FIB');
  const [fullName, setFullName] = useState(
    profile ? `${profile.firstName} ${profile.lastName}` : '',
  );
  const [walletNumber, setWalletNumber] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [review, setReview] = useState<WithdrawRequest | null>(null);
  const [result, setResult] = useState<WithdrawResult | null>(null);
  const [busy, setBusy] = useState(false);
  const flight = useSingleFlight();

  const toReview = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      amount: validateWithdrawalAmount(amount, withdrawable),
      fullName: validateFullName(fullName),
      walletNumber: validateWalletNumber(walletNumber),
    };
    setErrors(next);
    const value = parseIqdAmount(amount);
    if (next.amount || next.fullName || next.walletNumber || value === null) return;
    setReview({
      amount: value,
      method,
      fullName: fullName.trim().replace(/\s+/g, ' '),
      walletNumber: normalizeDigitString(walletNumber),
    });
  };

  const send = async (request: WithdrawRequest) => {
    // One payout per action: a second confirm in the same task finds the first in flight.
    const sent = flight((actionKey) => api.withdraw(request, actionKey));
    if (!sent) return;
    setBusy(true);
    try {
      const receipt = withdrawReceipt(await sent);
      setResult({ kind: 'sent', amount: request.amount, ...receipt });
      setAmount('');
    } catch (error) {
      const failure = withdrawFailureOf(error);
      if (failure.kind === 'field') {
        // The backend's reason, on the field it names: the player corrects it, nothing is lost.
        setErrors({ [failure.field]: fieldMessage(failure.field) });
      } else setResult(failure);
    } finally {
      setReview(null);
      setBusy(false);
      void refreshAfterMoneyEvent(queryClient);
    }
  };

  if (balance && withdrawable < MIN_WITHDRAWAL_IQD) {
    return (
      <Card role="status" aria-live="polite">
        <h2>{t('withdraw:nothing.title')}</h2>
        <p>
          {t('withdraw:nothing.text', {
            amount: formatIqd(withdrawable),
            min: formatIqd(MIN_WITHDRAWAL_IQD),
          })}
        </p>
        {balance.balanceNonPayable > 0 && (
          <Hint>
            {t('withdraw:nothing.bonus', { amount: formatIqd(balance.balanceNonPayable) })}
          </Hint>
        )}
      </Card>
    );
  }
  if (result) return <WithdrawResultCard result={result} onDone={() => setResult(null)} />;
  if (review) {
    return (
      <WithdrawReview
        request={review}
        busy={busy}
        onConfirm={() => void send(review)}
        onEdit={() => setReview(null)}
      />
    );
  }

  const message = (result: ValidationResult | undefined) =>
    result ? t(result, { value: formatIqd(withdrawable) }) : undefined;

  return (
    <Card as="form" noValidate onSubmit={toReview}>
      <TextField
        label={t('withdraw.amount')}
        value={amount}
        onChange={setAmount}
        inputMode="numeric"
        error={message(errors.amount)}
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
        error={message(errors.fullName)}
      />
      <TextField
        label={t('withdraw.walletNumber')}
        value={walletNumber}
        onChange={setWalletNumber}
        inputMode="tel"
        error={message(errors.walletNumber)}
      />
      {errors.method && <Hint role="alert">{t('withdraw:errors.method')}</Hint>}
      <Button type="submit">{t('withdraw:review.open')}</Button>
    </Card>
  );
}

/** The validation message for a field the backend refused. */
function fieldMessage(field: WithdrawField): ValidationResult {
  switch (field) {
    case 'amount':
      return 'validation:withdrawAboveMaximum';
    case 'fullName':
      return 'validation:fullNameInvalid';
    case 'walletNumber':
      return 'validation:walletNumberInvalid';
    case 'method':
      return 'validation:required';
  }
}
