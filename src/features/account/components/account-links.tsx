import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS } from '@/lib/navigation';
import { useGameRecallOffered } from '@/entities/game-recall';

const LINKS = [
  { to: PATHS.upcomingTickets, label: 'myAccount.myTickets' },
  { to: PATHS.myFunds, label: 'myAccount.myFunds' },
  { to: PATHS.myVouchers, label: 'myAccount.myVouchers' },
  { to: PATHS.notifications, label: 'myAccount.notifications' },
  { to: PATHS.gameRecall, label: 'myAccount.gameRecall' },
  { to: PATHS.settings, label: 'myAccount.settings' },
] as const;

/**
 * The account pages of section 2's My Account, as one navigation list; game recall only where the
 * backend offers it (decision 0286).
 */
export function AccountLinks() {
  const { t } = useTranslation('account');
  const recall = useGameRecallOffered();
  const links = LINKS.filter(({ to }) => recall || to !== PATHS.gameRecall);
  return (
    <nav aria-label={t('myAccount.menu')}>
      <List>
        {links.map(({ to, label }) => (
          <li key={to}>
            <Item to={to}>
              {t(label)}
              <Chevron aria-hidden="true">›</Chevron>
            </Item>
          </li>
        ))}
      </List>
    </nav>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;

  li + li {
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Item = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-block-size: 56px;
  padding-inline: ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

const Chevron = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.textMuted};

  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;
