import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { CloseButton } from '@/components/ui/dialog-frame';
import { CloseIcon } from '@/components/ui/icons';
import { useFocusTrap } from '@/components/ui/use-focus-trap';
import { IqdFigure } from '@/components/ui/iqd-figure';
import { PATHS } from '@/lib/navigation';
import { usePlayerProfile } from '@/entities/session';
import { useLogout } from './use-logout';
import { useBalance } from '@/entities/wallet';
import { useSubscriptionsOffered } from '@/entities/subscriptions';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  background: ${({ theme }) => theme.colors.scrim};
`;

const Panel = styled.div`
  position: absolute;
  inset-block-start: 72px;
  inset-inline-end: 24px;
  inline-size: 320px;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const Balance = styled.p`
  margin-block: 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Item = styled(Link)`
  display: block;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Logout = styled(Button).attrs({ $variant: 'secondary' as const, $block: true })`
  margin-block-start: ${({ theme }) => theme.space(2)};
`;

const ITEMS = [
  ['myTickets', PATHS.upcomingTickets],
  ['myFunds', PATHS.myFunds],
  ['myVouchers', PATHS.myVouchers],
  ['notifications', PATHS.notifications],
  ['settings', PATHS.settings],
] as const;

/** Section 2's account menu: the player's name and balance, the account pages and logout. */
export function AccountMenu({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const profile = usePlayerProfile();
  const balance = useBalance();
  const subscriptions = useSubscriptionsOffered();
  const logout = useLogout();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(panel, true, onClose);

  return (
    // A click on the backdrop closes the menu (a menu, unlike the generic dialog, may be dismissed).
    <Backdrop onClick={(e) => e.target === e.currentTarget && onClose()}>
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <CloseButton type="button" onClick={onClose} aria-label={t('actions.close')}>
          <CloseIcon />
        </CloseButton>
        <h2 id={titleId}>
          {`${profile?.firstName ?? ''} ${profile?.lastName ?? ''}`.trim() ||
            t('accountMenu.title')}
        </h2>
        <Balance>
          {t('accountMenu.availableBalance')}:{' '}
          <strong>
            <IqdFigure amount={balance?.balance}>
              {(amount) => t('money.iqd', { amount })}
            </IqdFigure>
          </strong>
        </Balance>
        <nav aria-labelledby={titleId}>
          {ITEMS.map(([key, path]) => (
            <Item key={path} to={path} onClick={onClose}>
              {t(`accountMenu.${key}`)}
            </Item>
          ))}
          {/* Where the backend offers subscriptions (decision 0224); a 404 hides it. */}
          {subscriptions ? (
            <Item to={PATHS.subscriptions} onClick={onClose}>
              {t('titles.subscriptions')}
            </Item>
          ) : null}
        </nav>
        <Logout
          type="button"
          onClick={() => {
            onClose();
            void logout();
          }}
        >
          {t('accountMenu.logout')}
        </Logout>
      </Panel>
    </Backdrop>
  );
}
