import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PATHS } from '@/lib/navigation';
import { UnknownOutcomeNotice } from './unknown-outcome-notice';

/**
 * Money steps whose answer could not be read (decision 0176): a purchase, or a ticket added
 * before the player buys (the cart it describes is then gone or asked again).
 */
export function CartNotices({
  purchaseUnknown,
  addUnknown,
}: {
  purchaseUnknown: boolean;
  addUnknown: boolean;
}) {
  const { t } = useTranslation('cart');
  return (
    <>
      {purchaseUnknown ? (
        <UnknownOutcomeNotice text={t('unknownOutcome.purchase')}>
          <Button as={Link} to={PATHS.upcomingTickets}>
            {t('unknownOutcome.myTickets')}
          </Button>
        </UnknownOutcomeNotice>
      ) : null}
      {addUnknown ? <UnknownOutcomeNotice text={t('unknownOutcome.addedTicket')} /> : null}
    </>
  );
}
