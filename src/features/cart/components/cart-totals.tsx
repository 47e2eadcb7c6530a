import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Cart } from '@/lib/api/types';
import { formatIqd } from '@/lib/format';
import { GoodCausesShare } from '@/entities/charity/ui';

const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  .share {
    grid-column: 1 / -1;
  }
  .total {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** The cost before vouchers (originalCartPrice) and what will be paid (cartPrice). */
export function CartTotals({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const discount = cart.originalCartPrice - cart.cartPrice;
  return (
    <List>
      <dt>{t('totals.before')}</dt>
      <dd data-testid="cart-original">
        {t('totals.amount', { amount: formatIqd(cart.originalCartPrice) })}
      </dd>
      {discount > 0 ? (
        <>
          <dt>{t('totals.discount')}</dt>
          <dd>−{t('totals.amount', { amount: formatIqd(discount) })}</dd>
        </>
      ) : null}
      <dt className="total">{t('totals.total')}</dt>
      <dd className="total" data-testid="cart-total">
        {t('totals.amount', { amount: formatIqd(cart.cartPrice) })}
      </dd>
      {/* The tickets' price, split as the backend publishes it (decision 0222). */}
      <GoodCausesShare amount={cart.originalCartPrice} className="share" />
    </List>
  );
}
