import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NumberRow } from '@/components/lottery/number-row';
import type { Ticket } from '@/lib/api/types';
import { formatDrawDate, formatIqd, formatTime, formatDisplayDate } from '@/lib/format';
import { maskPhone, receiptCost } from '@/lib/lottery/receipt';

const Paper = styled.article`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    text-align: center;
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const Prize = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: center;
`;

interface ReceiptCardProps {
  ticket: Ticket;
  phone: string;
  lang: string;
}

/** The e-receipt: what was bought, when, for how much, by whom (masked), and any prize. */
export const ReceiptCard = forwardRef<HTMLElement, ReceiptCardProps>(function ReceiptCard(
  { ticket, phone, lang },
  ref,
) {
  const { t } = useTranslation('receipt');
  const won = ticket.ticketState === 'WON_FINALIZED' && ticket.winAmountProportionate > 0;
  const first = ticket.firstDrawDateTime;
  const last = ticket.lastDrawDateTime;
  return (
    <Paper ref={ref} id="receipt" aria-labelledby="receipt-title">
      <h2 id="receipt-title">{t('heading')}</h2>
      <dl>
        <dt>{t('receiptNumber')}</dt>
        <dd>{ticket.receiptNumber}</dd>
        <dt>{t('ticketId')}</dt>
        <dd>{ticket.ticketId}</dd>
        <dt>{t('game')}</dt>
        <dd>{ticket.displayName || ticket.ticketTypeName}</dd>
        <dt>{t('draws')}</dt>
        <dd>
          {t('drawCount', { count: ticket.drawIds.length })}:{' '}
          {first === last
            ? formatDrawDate(first, lang)
            : `${formatDrawDate(first, lang)} – ${formatDrawDate(last, lang)}`}
        </dd>
        <dt>{t('cost')}</dt>
        <dd>{t('amount', { amount: formatIqd(receiptCost(ticket)) })}</dd>
        <dt>{t('purchased')}</dt>
        <dd dir="ltr">{`${formatDisplayDate(ticket.created)} ${formatTime(ticket.created)}`}</dd>
        <dt>{t('paymentMethod')}</dt>
        <dd>{t('paidFromBalance')}</dd>
        <dt>{t('phone')}</dt>
        <dd dir="ltr">{maskPhone(phone)}</dd>
      </dl>
      <ol aria-label={t('grids')}>
        {ticket.tips.map((tip, i) => (
          <li key={i}>
            <NumberRow numbers={tip} size="sm" label={t('grid', { number: i + 1 })} />
          </li>
        ))}
      </ol>
      {won ? (
        <Prize>{t('prize', { amount: formatIqd(ticket.winAmountProportionate) })}</Prize>
      ) : null}
    </Paper>
  );
});
