import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { NarrowPage } from '@/components/ui/layout';
import { PATHS } from '@/lib/navigation';
import { useOrderReceipt } from '@/entities/receipt';
import { ReceiptCard } from '../components/receipt-card';
import { ReceiptPrintStyle } from '../components/receipt-print-style';
import { ShareImageButton } from '../components/share-image-button';
import { useReceiptTicket } from '../hooks/use-receipt-ticket';
import { useProfile } from '@/entities/session';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** A ticket's e-receipt (query `id`): print it on one page or save it as an image. */
export default function ReceiptPage() {
  const { t, i18n } = useTranslation('receipt');
  const id = Number(useSearchParams()[0].get('id'));
  const profile = useProfile();
  const { ticket, searching } = useReceiptTicket(id);
  const receipt = useOrderReceipt(ticket?.receiptNumber);
  const paper = useRef<HTMLElement>(null);
  // A ticket with draws to come is under Upcoming even when some of its draws are drawn
  // (behaviour 82): the list it is in follows its state, not its winning numbers.
  const details =
    ticket && ticket.ticketState !== 'OPEN'
      ? PATHS.drawnTicketsDetails
      : PATHS.upcomingTicketsDetails;

  return (
    <NarrowPage $maxWidth={640}>
      <ReceiptPrintStyle />
      <h1 className="no-print">{t('title')}</h1>
      {!ticket && searching ? <p role="status">{t('loading')}</p> : null}
      {!ticket && !searching ? <p role="alert">{t('notFound')}</p> : null}
      {ticket ? (
        <>
          <ReceiptCard
            ref={paper}
            ticket={ticket}
            receipt={receipt.data}
            phone={profile?.phoneNumber ?? ''}
            lang={i18n.language}
          />
          <Actions className="no-print">
            <Button type="button" onClick={() => window.print()}>
              {t('print')}
            </Button>
            <ShareImageButton target={paper} fileName={`receipt-${ticket.receiptNumber}.png`} />
            <Button as={Link} to={`${details}?id=${ticket.ticketId}`} $variant="link">
              {t('back')}
            </Button>
          </Actions>
        </>
      ) : null}
    </NarrowPage>
  );
}
