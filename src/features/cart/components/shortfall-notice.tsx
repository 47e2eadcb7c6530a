import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import type { Iqd } from '@/lib/api/types';
import { formatIqd } from '@/lib/format';
import { topUpPath } from '@/lib/navigation';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: start;
  p {
    margin: 0;
  }
`;

/**
 * Before Buy is pressed: the balance the backend gave is below the cart's price, so the player
 * learns how much more is needed here, with a deposit of that amount one tap away.
 */
export function ShortfallNotice({ price, balance }: { price: Iqd; balance: Iqd }) {
  const { t } = useTranslation('cart');
  const missing = price - balance;
  if (missing <= 0) return null;
  return (
    <Box role="status" data-testid="cart-shortfall">
      <p>{t('shortfall', { amount: formatIqd(missing) })}</p>
      <Button as={Link} to={topUpPath(missing)} $variant="secondary">
        {t('refusal.topUp')}
      </Button>
    </Box>
  );
}
