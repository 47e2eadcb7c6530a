import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDisplayDate, formatIqd, isolateLtr } from '@/lib/format';
import { useOffers } from '../api/use-offers';
import { AppliesTo } from './applies-to';
import { Card, Muted } from './vouchers-ui';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  li {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/**
 * Promo codes the backend offers the player (decision 0286), to type into the form above. Shown
 * only when there are some: none for a player at risk, self-excluded or on a break.
 */
export function OfferList() {
  const { t } = useTranslation('vouchers');
  const offers = useOffers();
  if (offers.length === 0) return null;
  return (
    <Card aria-labelledby="voucher-offers-title" data-testid="voucher-offers">
      <h2 id="voucher-offers-title">{t('offers.title', { count: offers.length })}</h2>
      <Muted>{t('offers.intro')}</Muted>
      <List>
        {offers.map((offer) => (
          <li key={offer.code}>
            <strong>
              <bdi dir="ltr">{offer.code}</bdi>
            </strong>
            <span>{t('list.amount', { amount: isolateLtr(formatIqd(offer.amount)) })}</span>
            <Muted>
              {t('list.expires', { date: isolateLtr(formatDisplayDate(offer.expiryDate)) })}
            </Muted>
            <AppliesTo types={offer.applicableTicketTypes} />
          </li>
        ))}
      </List>
    </Card>
  );
}
