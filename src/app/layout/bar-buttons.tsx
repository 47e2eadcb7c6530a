import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BellIcon, CartIcon, WalletIcon } from '@/components/ui/icons';
import { formatIqd } from '@/lib/format';
import { PATHS } from '@/lib/navigation';
import { useIsLoggedIn } from '@/entities/session';
import { useBalance } from '@/entities/wallet';
import { useCartHasPositions } from '@/entities/cart';
import { useUnreadAlerts } from '@/entities/alerts';

export const BarLink = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-block-size: 44px;
  min-inline-size: 44px;
  justify-content: center;
  padding-inline: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Badge = styled.span`
  position: absolute;
  inset-block-start: 8px;
  inset-inline-end: 6px;
  inline-size: 10px;
  block-size: 10px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  border: 2px solid ${({ theme }) => theme.colors.surface};
`;

/** The wallet balance (English grouping, 0 when unknown), a link to My Funds. */
export function BalanceButton() {
  const { t } = useTranslation();
  const balance = useBalance();
  // Not known yet (loading, failed, offline): a dash, never 0 (money truth).
  const amount = balance ? formatIqd(balance.balance) : null;
  return (
    <BarLink
      to={PATHS.myFunds}
      aria-label={amount ? t('appBar.balance', { amount }) : t('appBar.balanceUnknown')}
    >
      <WalletIcon />
      <span dir="ltr">{amount ?? '—'}</span>
    </BarLink>
  );
}

/** The cart, with a badge while it holds positions (derived from the cart query). */
export function CartButton() {
  const { t } = useTranslation();
  const full = useCartHasPositions(useIsLoggedIn());
  return (
    <BarLink to={PATHS.cart} aria-label={full ? t('appBar.cartNotEmpty') : t('appBar.cart')}>
      <CartIcon />
      {full && <Badge data-testid="cart-badge" />}
    </BarLink>
  );
}

const Count = styled.bdi`
  position: absolute;
  inset-block-start: 4px;
  inset-inline-end: 0;
  min-inline-size: 18px;
  padding-inline: 4px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 11px;
  line-height: 18px;
  text-align: center;
`;

/**
 * The notifications, with the number of unread alerts (extension, decision 0227). Hidden when the
 * backend offers no alerts or the count is unknown; polled, so it moves after a draw.
 */
export function AlertsButton() {
  const { t } = useTranslation();
  const unread = useUnreadAlerts();
  if (unread === null) return null;
  return (
    <BarLink
      to={PATHS.notifications}
      aria-label={unread > 0 ? t('appBar.alertsUnread', { count: unread }) : t('appBar.alerts')}
    >
      <BellIcon />
      {unread > 0 && (
        <Count data-testid="alerts-badge" dir="ltr" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </Count>
      )}
    </BarLink>
  );
}

/** Sign in, for visitors. */
export function SignInButton() {
  const { t } = useTranslation();
  return <BarLink to={PATHS.login}>{t('appBar.signIn')}</BarLink>;
}
