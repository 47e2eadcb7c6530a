import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import type { PayInInvokeResponse, PaymentMethod } from '@/lib/api/types';
import { formatElapsed, formatIqd } from '@/lib/format';
import { PATHS } from '@/lib/navigation';
import { usePayInPolling } from '../hooks/use-pay-in-polling';
import { walletFailureKey } from '../utils/wallet-outcome';
import { CopyLink } from './copy-link';
import { Card, ErrorText, Hint, SuccessText } from './funds-ui';
import { QrCodeImage } from './qr-code-image';
import { refreshAfterMoneyEvent } from '@/entities/wallet';

const Code = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.2em;
  direction: ltr;
  text-align: center;
`;

interface WalletPaymentPanelProps {
  payment: PayInInvokeResponse;
  amount: number;
  method: PaymentMethod;
  onDone: () => void;
}

/** FIB, ZainCash, FastPay: QR code, copyable link and manual code, while the payment is checked. */
export function WalletPaymentPanel({ payment, amount, method, onDone }: WalletPaymentPanelProps) {
  const { t } = useTranslation('funds');
  const queryClient = useQueryClient();
  const wallet = payment.walletPayment;
  // Sent here by the cart's Top Up Now: once credited, the way back to the cart is offered.
  const fromCart = useSearchParams()[0].get('from') === 'cart';
  // Every outcome refreshes balance and history; so does leaving while the payment is pending.
  const { state, reason, elapsedSeconds } = usePayInPolling(
    payment.paymentId,
    () => void refreshAfterMoneyEvent(queryClient),
  );
  const leave = () => {
    void refreshAfterMoneyEvent(queryClient);
    onDone();
  };
  const methodName = t(`methods.${method}` as 'methods.FIB');

  return (
    <Card aria-labelledby="wallet-payment-title">
      <h2 id="wallet-payment-title">
        {t('wallet.title', { amount: formatIqd(amount), method: methodName })}
      </h2>
      {/* Outcome and waiting time first: on a phone they stay above the fold. */}
      <div role="status" aria-live="polite">
        {state === 'pending' && <Hint>{t('wallet.waiting')}</Hint>}
        {state === 'success' && (
          <SuccessText>{t('deposit.success', { amount: formatIqd(amount) })}</SuccessText>
        )}
        {state === 'success' && fromCart && (
          <Button as={Link} to={PATHS.cart}>
            {t('deposit.backToCart')}
          </Button>
        )}
        {state === 'failed' && <ErrorText>{t(walletFailureKey(reason))}</ErrorText>}
        {state === 'timeout' && <ErrorText>{t('deposit.errors.timeout')}</ErrorText>}
      </div>
      {state === 'pending' && (
        // Outside the live region: a screen reader is not told the time every second.
        <Hint>
          <time dateTime={`PT${elapsedSeconds}S`}>
            {t('wallet.elapsed', { time: formatElapsed(elapsedSeconds) })}
          </time>
          {' · '}
          {t('wallet.leaveHint')}
        </Hint>
      )}
      {state === 'pending' && wallet && (
        <>
          <Hint>{t('wallet.instructions')}</Hint>
          <QrCodeImage text={wallet.qrCode} alt={t('wallet.qrAlt', { method: methodName })} />
          <h3>{t('wallet.link')}</h3>
          <CopyLink href={wallet.paymentLink} />
          <h3>{t('wallet.code')}</h3>
          <Code>{wallet.manualCode}</Code>
        </>
      )}
      <Button type="button" $variant="secondary" onClick={leave}>
        {state === 'pending' ? t('wallet.leave') : t('wallet.newDeposit')}
      </Button>
    </Card>
  );
}
