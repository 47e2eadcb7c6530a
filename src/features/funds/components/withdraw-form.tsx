import { WALLET_METHODS } from '@/lib/api/types/payment-methods';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, rule, SubmitButton, TextField } from '@/components/ui/form';
import { LoadStatus } from '@/components/ui/load-status';
import type { WithdrawRequest } from '@/lib/api/types';
import { formatIqd } from '@/lib/format';
import { useSingleFlight } from '@/lib/query';
import {
  MIN_WITHDRAWAL_IQD,
  normalizeDigitString,
  parseIqdAmount,
  validateFullName,
  validateWalletNumber,
  validateWithdrawalAmount,
} from '@/lib/validation';
import { useWithdraw } from '../api/use-withdraw';
import { withdrawFailureOf, withdrawReceipt } from '../utils/withdraw-outcome';
import { fieldMessage, type WithdrawValues } from '../utils/withdraw-values';
import { Card, Hint } from './funds-ui';
import { MethodPicker } from './method-picker';
import { NothingToWithdraw } from './nothing-to-withdraw';
import { WithdrawResultCard, type WithdrawResult } from './withdraw-result';
import { WithdrawReview } from './withdraw-review';
import { WithdrawSavedAccounts } from './withdraw-saved-accounts';
import { useProfile } from '@/entities/session';
import { useBalanceQuery } from '@/entities/wallet';

type V = WithdrawValues;
const fullNameRule = rule<V>((value) => validateFullName(value));
const walletRule = rule<V>((value) => validateWalletNumber(value));

/**
 * Withdraw to a wallet in three steps: the form, a review of exactly what will be sent, and the
 * backend's answer with its reference number. Digits are normalised once, for the check and the
 * request alike.
 */
export function WithdrawForm() {
  const { t } = useTranslation(['funds', 'validation', 'withdraw']);
  const profile = useProfile();
  const balanceQuery = useBalanceQuery();
  // Logout forgets the player's queries (playerKeys), so the query's data is the player's balance.
  const balance = balanceQuery.data;
  const withdrawable = balance?.balancePayable ?? 0;
  const form = useForm<V>({
    defaultValues: {
      amount: '',
      method: 'FIB',
      fullName: profile ? `${profile.firstName} ${profile.lastName}` : '',
      walletNumber: '',
    },
  });
  const [review, setReview] = useState<WithdrawRequest | null>(null);
  const [result, setResult] = useState<WithdrawResult | null>(null);
  const withdraw = useWithdraw();
  const flight = useSingleFlight();

  const toReview = (values: V) =>
    setReview({
      amount: parseIqdAmount(values.amount) ?? 0,
      method: values.method,
      fullName: values.fullName.trim().replace(/\s+/g, ' '),
      walletNumber: normalizeDigitString(values.walletNumber),
    });

  const send = async (request: WithdrawRequest) => {
    // One payout per action: a second confirm in the same task finds the first in flight.
    const sent = flight((actionKey) => withdraw.mutateAsync({ request, actionKey }));
    if (!sent) return;
    try {
      const receipt = withdrawReceipt(await sent);
      setResult({ kind: 'sent', amount: request.amount, ...receipt });
      form.setValue('amount', '');
    } catch (error) {
      const failure = withdrawFailureOf(error);
      // The backend's reason, on the field it names: the player corrects it, nothing is lost.
      if (failure.kind === 'field') {
        form.setError(failure.field, { type: 'server', message: fieldMessage(failure.field) });
      } else setResult(failure);
    } finally {
      setReview(null);
    }
  };

  if (balance && withdrawable < MIN_WITHDRAWAL_IQD) return <NothingToWithdraw balance={balance} />;
  if (result) return <WithdrawResultCard result={result} onDone={() => setResult(null)} />;
  if (review) {
    return (
      <WithdrawReview
        request={review}
        busy={withdraw.isPending}
        onConfirm={() => void send(review)}
        onEdit={() => setReview(null)}
      />
    );
  }

  // The amount is checked against the backend's withdrawable funds: without them, no form (not a
  // maximum of 0), but what happened and a retry.
  if (!balance) {
    return (
      <Card>
        <LoadStatus
          loading={balanceQuery.isFetching}
          failed={!balanceQuery.isFetching}
          errorText={t('withdraw:balanceUnknown')}
          onRetry={() => void balanceQuery.refetch()}
        />
      </Card>
    );
  }

  const max = { value: formatIqd(withdrawable) };
  return (
    <Form form={form} onValid={toReview} component={Card}>
      <TextField<V>
        name="amount"
        rules={rule<V>((value) => validateWithdrawalAmount(value, withdrawable))}
        errorValues={max}
        label={t('withdraw.amount')}
        inputMode="numeric"
        hint={t('withdraw.limits', { max: max.value })}
      />
      <WithdrawSavedAccounts form={form} methods={WALLET_METHODS} />
      <Controller
        control={form.control}
        name="method"
        render={({ field }) => (
          <MethodPicker
            legend={t('withdraw.method')}
            methods={WALLET_METHODS}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <TextField<V>
        name="fullName"
        rules={fullNameRule}
        label={t('withdraw.fullName')}
        autoComplete="name"
      />
      <TextField<V>
        name="walletNumber"
        rules={walletRule}
        label={t('withdraw.walletNumber')}
        inputMode="tel"
      />
      {form.formState.errors.method && <Hint role="alert">{t('withdraw:errors.method')}</Hint>}
      <SubmitButton>{t('withdraw:review.open')}</SubmitButton>
    </Form>
  );
}
