import { PATHS } from '@/lib/navigation';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { ticketDraws } from '@/lib/lottery/ticket-draws';
import { useRecentTickets } from '@/entities/tickets';

/**
 * On the drawn tab: play-ahead tickets with draws drawn and draws to come stay in the open list
 * (their last draw is ahead, section 4); this says where their results so far are. Reads the
 * open list already loaded (the win notice loads its first page), never fetches it.
 */
export function PartlyDrawnNote() {
  const { t } = useTranslation('tickets');
  const open = useRecentTickets('open', false) ?? [];
  const now = new Date();
  const count = open.filter((ticket) =>
    ticketDraws(ticket, now).some((draw) => draw.status === 'drawn'),
  ).length;
  if (count === 0) return null;
  return (
    <Card $gap={2}>
      <p>{t('partlyDrawn', { count })}</p>
      <div>
        <Button as={Link} to={PATHS.upcomingTickets} $variant="secondary">
          {t('seeUpcoming')}
        </Button>
      </div>
    </Card>
  );
}
