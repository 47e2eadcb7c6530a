import { PAYMENT_METHODS } from '@/lib/api/types/payment-methods';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CardPaymentDialog } from '@/components/payment/card-payment-dialog';
import { useActiveBreak } from '@/entities/responsible-play';
import {
  BreakNotice,
  FirstDepositPrompt,
  LimitLeft,
  LimitRefusalText,
} from '@/entities/responsible-play/ui';
import { Form, rule, SubmitButton, TextField } from '@/components/ui/form';
import type { PayInInvokeResponse } from '@/lib/api/types';
import { prefilledAmount } from '@/lib/navigation';
import { storePaymentTarget } from '@/lib/payment';
import { useSingleFlight } from '@/lib/query';
import { useLimitRefusal } from '@/entities/responsible-play';
import { parseIqdAmount, validateDepositAmount } from '@/lib/validation';
import { useInvokePayIn } from '../api/use-invoke-pay-in';
import { usePaymentAvailability } from '../api/use-payment-availability';
import { methodStates, workingMethod } from '../utils/method-availability';
import { depositErrorKey, type DepositErrorKey } from '../utils/deposit-errors';
import { Card, ErrorText, Notice } from './funds-ui';
import { MethodPicker, type DepositMethod } from './method-picker';
import { WalletPaymentPanel } from './wallet-payment-panel';

type Values = { amount: string; method: DepositMethod };
const amountRule = rule<Values>((value) =>
  validateDepositAmount(value) || parseIqdAmount(value) === null
    ? 'funds:deposit.errors.invalidAmount'
    : null,
);

/** Deposit: amount and method; wallets pay by QR/link/code, Qi Card in the embedded card page. */
export function DepositForm() {
  const { t } = useTranslation('funds');
  const errorId = useId();
  const [error, setError] = useState<DepositErrorKey | null>(null);
  const [payment, setPayment] = useState<{
    response: PayInInvokeResponse;
    amount: number;
    method: DepositMethod;
  } | null>(null);
  const [cardUrl, setCardUrl] = useState<string | null>(null);
  const [params] = useSearchParams();
  // The cart's Top Up Now fills in what is missing (whole dinars only; anything else is ignored).
  const amount = prefilledAmount(params.get('amount'));
  const form = useForm<Values>({ defaultValues: { amount, method: 'FIB' } });
  const invoke = useInvokePayIn();
  const onBreak = useActiveBreak() !== null;
  const flight = useSingleFlight();
  const limits = useLimitRefusal();
  const states = methodStates(usePaymentAvailability());
  const chosen = useWatch({ control: form.control, name: 'method' });
  const allDown = PAYMENT_METHODS.every((m) => states[m] === 'DOWN');
  // The chosen method is down now: a working one stands in before the player tries (derived, so
  // it follows the outage both ways), and the screen says so.
  const steerTo = states[chosen] === 'DOWN' ? workingMethod(PAYMENT_METHODS, states) : undefined;
  const onValid = async ({ amount, method: picked }: Values) => {
    const method = picked === chosen && steerTo ? steerTo : picked;
    const value = parseIqdAmount(amount) ?? 0;
    // One deposit per action: a second submit in the same task finds the first in flight.
    const started = flight((actionKey) =>
      // The backend counts in "cents" of IQD: whole dinars times 100, still an integer.
      invoke.mutateAsync({
        request: { amountInCent: value * 100, useToken: false, paymentMethod: method },
        actionKey,
      }),
    );
    if (!started) return;
    setError(null);
    limits.clear();
    try {
      const response = await started;
      if (response.walletPayment) {
        setPayment({ response, amount: value, method });
      } else {
        // The card page reloads the app on its way back: remember where to return.
        storePaymentTarget('DEPOSIT');
        setCardUrl(response.paymentIFrameUrl);
      }
    } catch (caught) {
      if (!limits.capture(caught)) setError(depositErrorKey(caught));
    }
  };

  if (payment) {
    return (
      <WalletPaymentPanel
        payment={payment.response}
        amount={payment.amount}
        method={payment.method}
        onDone={() => setPayment(null)}
      />
    );
  }

  return (
    <Form form={form} onValid={onValid} onInvalid={() => setError(null)} component={Card}>
      {/* On a break the limit nudge waits: the break says why deposits are paused. */}
      {onBreak ? <BreakNotice where="deposit" /> : <FirstDepositPrompt />}
      <div>
        <TextField<Values>
          name="amount"
          rules={amountRule}
          label={t('deposit.amount')}
          hint={t('deposit.amountHint')}
          inputMode="numeric"
          autoComplete="off"
          describedBy={error || limits.refusal ? errorId : undefined}
        />
        <LimitLeft kind="DEPOSIT" />
      </div>
      <Controller
        control={form.control}
        name="method"
        render={({ field }) => (
          <MethodPicker
            legend={t('deposit.method')}
            methods={PAYMENT_METHODS}
            value={steerTo ?? field.value}
            onChange={field.onChange}
            states={states}
          />
        )}
      />
      {(allDown || steerTo) && (
        <Notice role="status">
          {steerTo
            ? t('deposit.availability.steered', {
                from: t(`methods.${chosen}`),
                to: t(`methods.${steerTo}`),
              })
            : t('deposit.availability.noneWorking')}
        </Notice>
      )}
      {limits.refusal && <LimitRefusalText refusal={limits.refusal} on="deposit" id={errorId} />}
      {error && (
        <ErrorText id={errorId} role="alert">
          {t(error)}
        </ErrorText>
      )}
      <SubmitButton
        pending={invoke.isPending}
        pendingLabel={t('deposit.busy')}
        disabled={onBreak || allDown}
      >
        {t('deposit.submit')}
      </SubmitButton>
      {cardUrl && <CardPaymentDialog url={cardUrl} onClose={() => setCardUrl(null)} />}
    </Form>
  );
}
