import { useTranslation } from 'react-i18next';
import { OptionalSlot } from '@/components/ui/optional-slot';
import { Button } from '@/components/ui/button';
import { NumberRow } from '@/components/lottery/number-row';
import type { CartPosition } from '@/lib/api/types';
import { formatDrawDate, formatIqd } from '@/lib/format';
import { LazySubscribeLink } from '@/entities/subscriptions/ui/lazy';
import { CartItem, Muted } from './cart-item';

interface TicketPositionProps {
  position: CartPosition;
  number: number;
  removing: boolean;
  onRemove: () => void;
}

/** A ticket in the cart: each grid's numbers as small balls, the draws' dates and the price. */
export function TicketPosition({ position, number, removing, onRemove }: TicketPositionProps) {
  const { t, i18n } = useTranslation('cart');
  const ticket = position.ticketDeliverIQDto;
  if (!ticket) return null;
  return (
    <CartItem>
      <header>
        <h3>{t('ticket.title', { number })}</h3>
        <strong>{t('ticket.price', { amount: formatIqd(position.price) })}</strong>
      </header>
      {ticket.tips.map((tip, index) => (
        <NumberRow
          key={index}
          numbers={tip}
          size="sm"
          tone="picked"
          label={t('ticket.grid', { number: index + 1 })}
        />
      ))}
      <Muted>
        {t('ticket.draws')}:{' '}
        {ticket.draws.map((draw) => formatDrawDate(draw.drawDate, i18n.language)).join(' · ')}
      </Muted>
      <div>
        <Button type="button" $variant="link" onClick={onRemove} disabled={removing}>
          {t('ticket.remove', { number })}
        </Button>
      </div>
      {/* The same grids as a subscription, where the backend offers them (decision 0224). */}
      <OptionalSlot>
        <LazySubscribeLink tips={ticket.tips} />
      </OptionalSlot>
    </CartItem>
  );
}
