import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { IconButton } from '@/components/ui/icon-button';
import { BackIcon } from '@/components/ui/icons';
import { useIsLoggedIn } from '@/entities/session';
import { media } from '@/styles';
import { AlertsButton, BalanceButton, CartButton, SignInButton } from './bar-buttons';
import { Logo } from './logo';
import { isDeeperPath, useBack } from './use-back';

const Bar = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: ${({ theme }) => theme.zIndex.appBar};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  block-size: ${({ theme }) => theme.layout.appBarHeight};
  padding-inline: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${media.up('md')} {
    display: none;
  }
`;

const End = styled.div`
  display: flex;
  align-items: center;
  margin-inline-start: auto;
`;

/** Section 2's mobile app bar: back (on deeper paths), logo, and sign-in or balance and cart. */
export function MobileAppBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const back = useBack();
  const isLoggedIn = useIsLoggedIn();
  return (
    <Bar data-testid="mobile-app-bar">
      {isDeeperPath(pathname) && (
        <IconButton type="button" onClick={back} aria-label={t('appBar.back')}>
          <BackIcon />
        </IconButton>
      )}
      <Logo />
      <End>
        {isLoggedIn ? (
          <>
            <BalanceButton />
            <CartButton />
            <AlertsButton />
          </>
        ) : (
          <SignInButton />
        )}
      </End>
    </Bar>
  );
}
