import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CardPaymentDialog } from '@/components/payment/card-payment-dialog';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api';
import type { PayInInvokeResponse } from '@/lib/api/types';
import { storePaymentTarget } from '@/lib/payment';
import { useSingleFlight } from '@/lib/query';
import { parseIqdAmount, validateDepositAmount } from '@/lib/validation';
import { depositErrorKey, type DepositErrorKey } from '../utils/deposit-errors';
import { Card, ErrorText, Field, Hint } from './funds-ui';
import { MethodPicker, type DepositMethod } from './method-picker';
import { WalletPaymentPanel } from './wallet-payment-panel';

const DEPOSIT_METHODS: readonly DepositMethod[] = ['FIB', 'ZAIN_CASH', 'FAST_PAY', 'QI_CARD'];

/** Deposit: amount and method; wallets pay by QR/link/code, Qi Card in the embedded card page. */
export function DepositForm() {
  const { t } = useTranslation('funds');
  const amountId = useId();
  const errorId = useId();
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<DepositMethod>('FIB');
  const [error, setError] = useState<DepositErrorKey | null>(null);
  const [busy, setBusy] = useState(false);
  const flight = useSingleFlight();
  const [payment, setPayment] = useState<{ response: PayInInvokeResponse; amount: number } | null>(
    null,
  );
  const [cardUrl, setCardUrl] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = parseIqdAmount(amount);
    if (validateDepositAmount(amount) || value === null) {
      setError('deposit.errors.invalidAmount');
      return;
    }
    // One deposit per action: a second submit in the same task finds the first in flight.
    const started = flight((actionKey) =>
      // The backend counts in "cents" of IQD: whole dinars times 100, still an integer.
      api.invokePayIn(
        { amountInCent: value * 100, useToken: false, paymentMethod: method },
        actionKey,
      ),
    );
    if (!started) return;
    setError(null);
    setBusy(true);
    try {
      const response = await started;
      if (response.walletPayment) {
        setPayment({ response, amount: value });
      } else {
        // The card page reloads the app on its way back: remember where to return.
        storePaymentTarget('DEPOSIT');
        setCardUrl(response.paymentIFrameUrl);
      }
    } catch (caught) {
      setError(depositErrorKey(caught));
    } finally {
      setBusy(false);
    }
  };

  if (payment) {
    return (
      <WalletPaymentPanel
        payment={payment.response}
        amount={payment.amount}
        method={method}
        onDone={() => setPayment(null)}
      />
    );
  }

  return (
    <Card as="form" noValidate onSubmit={(event: FormEvent) => void submit(event)}>
      <Field>
        <label htmlFor={amountId}>{t('deposit.amount')}</label>
        <input
          id={amountId}
          inputMode="numeric"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          aria-invalid={error === 'deposit.errors.invalidAmount'}
          aria-describedby={error ? errorId : undefined}
        />
        <Hint>{t('deposit.amountHint')}</Hint>
      </Field>
      <MethodPicker
        legend={t('deposit.method')}
        methods={DEPOSIT_METHODS}
        value={method}
        onChange={setMethod}
      />
      {error && (
        <ErrorText id={errorId} role="alert">
          {t(error)}
        </ErrorText>
      )}
      <Button type="submit" disabled={busy}>
        {busy ? t('deposit.busy') : t('deposit.submit')}
      </Button>
      {cardUrl && <CardPaymentDialog url={cardUrl} onClose={() => setCardUrl(null)} />}
    </Card>
  );
}
