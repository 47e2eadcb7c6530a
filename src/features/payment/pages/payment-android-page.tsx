import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { CardPaymentDialog } from '@/components/payment/card-payment-dialog';
import { Spinner } from '@/components/ui/spinner';
import { PATHS } from '@/lib/navigation';
import { storePaymentTarget } from '@/lib/payment';
import { MIN_DEPOSIT_IQD } from '@/lib/validation';
import { invokeCardPayIn } from '../api';
import { readAndroidPayment } from '../utils/native-link';

const Page = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  text-align: center;
`;

/** /payment_android?amount=&useToken=: the embedded card payment for the Android wrapper. */
export default function PaymentAndroidPage() {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const request = readAndroidPayment(params, MIN_DEPOSIT_IQD);
  const amount = request?.amount;
  const useToken = request?.useToken;
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // One invoke per visit, even when effects run twice (StrictMode).
    if (amount === undefined || useToken === undefined || started.current) return;
    started.current = true;
    invokeCardPayIn(amount, useToken)
      .then((response) => {
        storePaymentTarget('DEPOSIT');
        setUrl(response.paymentIFrameUrl);
      })
      .catch(() => setFailed(true));
  }, [amount, useToken]);

  return (
    <Page>
      <h1>{t('android.title')}</h1>
      {!request && <p role="alert">{t('android.missingQuery')}</p>}
      {request && failed && <p role="alert">{t('android.failed')}</p>}
      {request && !failed && !url && <Spinner label={t('android.starting')} />}
      {url && <CardPaymentDialog url={url} onClose={() => navigate(PATHS.home)} />}
    </Page>
  );
}
