import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { Cart } from '@/lib/api/types';
import { cartTicketPositions, cartVoucherPositions } from '@/lib/lottery/voucher-applicability';
import { useRemoveAll, useRemovePosition } from '../api/use-cart-mutations';
import { Positions } from './cart-layout';
import { TicketPosition } from './ticket-position';
import { VoucherPosition } from './voucher-position';

/** The cart's tickets, then its vouchers, each removable, and "remove all". */
export function CartPositions({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const removePosition = useRemovePosition();
  const removeAll = useRemoveAll();
  const remove = (positionId: number) => () =>
    removePosition.mutate({ orderId: cart.orderId, positionId });
  return (
    <Card aria-label={t('title')}>
      <Positions>
        {cartTicketPositions(cart).map((position, index) => (
          <TicketPosition
            key={position.position_id}
            position={position}
            number={index + 1}
            removing={removePosition.isPending}
            onRemove={remove(position.position_id)}
          />
        ))}
        {cartVoucherPositions(cart).map((position) => (
          <VoucherPosition
            key={position.position_id}
            position={position}
            removing={removePosition.isPending}
            onRemove={remove(position.position_id)}
          />
        ))}
      </Positions>
      <Button
        type="button"
        $variant="link"
        disabled={removeAll.isPending}
        onClick={() => removeAll.mutate(cart.orderId)}
      >
        {t('removeAll')}
      </Button>
    </Card>
  );
}
