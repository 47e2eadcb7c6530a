import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { IqdFigure } from '@/components/ui/iqd-figure';
import { NotAvailable } from '@/components/ui/not-available';
import type { Iqd, OrderReceipt } from '@/lib/api/types';
import { formatIqd } from '@/lib/format';

interface PurchaseFiguresProps {
  /** The backend's receipt; null when it has none to give, undefined while loading or failed. */
  receipt: OrderReceipt | null | undefined;
  /** Without a receipt: the cost another backend answer gave (the ticket record's cost). */
  cost?: Iqd;
  /** Without a receipt: what another backend answer said was debited (the purchase answer). */
  paid?: Iqd;
  /** Whether to list the sold-out refund (the success page tells it with the sold-out grids). */
  refund?: boolean;
}

/**
 * What a purchase cost and how it was paid, as `<dt>`/`<dd>` pairs for a `<dl>`: the cost, each
 * voucher's discount, the amount paid from the balance, the refund and the payment method. Every
 * figure is the backend's; one it did not give is shown as not available (decision 0178).
 */
export function PurchaseFigures({ receipt, cost, paid, refund = true }: PurchaseFiguresProps) {
  const { t } = useTranslation('receipt');
  const iqd = (amount: string) => t('amount', { amount });
  return (
    <>
      <dt>{t('cost')}</dt>
      <dd data-testid="purchase-cost">
        <IqdFigure amount={receipt?.cost ?? cost}>{iqd}</IqdFigure>
      </dd>
      {receipt && receipt.vouchers.length > 0 ? (
        receipt.vouchers.map((voucher, index) => (
          <Fragment key={index}>
            <dt>
              {t('voucher')} <bdi>{voucher.voucherCode}</bdi>
            </dt>
            <dd data-testid="purchase-discount">
              {t('discount', { amount: formatIqd(voucher.discount) })}
            </dd>
          </Fragment>
        ))
      ) : receipt === null ? null : (
        // A backend without receipts (null) has no voucher figures to give: the row is left out
        // (issue 38); while loading or after a failure it is not available right now.
        <>
          <dt>{t('vouchers')}</dt>
          <dd>{receipt ? t('noVouchers') : <NotAvailable />}</dd>
        </>
      )}
      <dt>{t('paid')}</dt>
      <dd data-testid="purchase-paid">
        <IqdFigure amount={receipt?.paidFromBalance ?? paid}>{iqd}</IqdFigure>
      </dd>
      {refund && receipt && receipt.refunded > 0 ? (
        <>
          <dt>{t('refunded')}</dt>
          <dd>{iqd(formatIqd(receipt.refunded))}</dd>
        </>
      ) : null}
      <dt>{t('paymentMethod')}</dt>
      <dd>{receipt ? t(`methods.${receipt.paymentMethod}`) : t('paidFromBalance')}</dd>
    </>
  );
}
