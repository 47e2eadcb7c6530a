import { YourContribution } from '@/entities/charity/ui';
import { CareMessage } from '@/entities/responsible-play/ui/care-message';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { formatPhone } from '@/lib/format';
import { PATHS } from '@/lib/navigation';
import { isVerified, logout, useProfile } from '@/entities/session';
import { media } from '@/styles';
import { AccountLinks } from '../components/account-links';
import { WalletCard } from '../components/wallet-card';
import { fundsKeys, useBalance } from '@/entities/wallet';

/** My Account (section 2): name, wallet, the account pages and logout. Unverified players may see it. */
export default function MyAccountPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const profile = useProfile();
  const balance = useBalance();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    // Fresh numbers on entry; a failure keeps the last known balance (the policy alerts).
    void queryClient.invalidateQueries({ queryKey: fundsKeys.balance() });
  }, [queryClient]);

  const onLogout = async () => {
    setLeaving(true);
    await logout();
    navigate(PATHS.login, { replace: true });
  };

  const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ');
  return (
    <Page>
      <Header>
        <Title>{t('myAccount.title')}</Title>
        {name && <Greeting>{t('myAccount.greeting', { name })}</Greeting>}
        {profile?.phoneNumber && (
          <Muted>
            {t('myAccount.phoneLabel')}: <bdi dir="ltr">{formatPhone(profile.phoneNumber)}</bdi>
          </Muted>
        )}
      </Header>
      {profile && !isVerified(profile) && (
        <Notice role="status">
          {t('myAccount.unverified')}{' '}
          <Link to={PATHS.verifyAccount}>{t('myAccount.verifyNow')}</Link>
        </Notice>
      )}
      <CareMessage />
      <Columns>
        <WalletCard balance={balance ?? null} />
        <AccountLinks />
      </Columns>
      <YourContribution />
      <Button type="button" $variant="secondary" onClick={() => void onLogout()} disabled={leaving}>
        {leaving ? t('myAccount.loggingOut') : t('myAccount.logout')}
      </Button>
    </Page>
  );
}

const Page = styled.div`
  box-sizing: border-box;
  inline-size: 100%;
  max-inline-size: 960px;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space(4)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};

  ${media.up('md')} {
    padding-block: ${({ theme }) => theme.space(10)};
  }
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Greeting = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.focus};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  a {
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;

  ${media.up('md')} {
    grid-template-columns: 1fr 1fr;
  }
`;
