import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { StackCard } from '@/components/ui/card';
import { IqdFigure } from '@/components/ui/iqd-figure';
import type { UserBalance } from '@/lib/api/types';
import { PATHS } from '@/lib/navigation';

/** Available balance and withdrawable funds (section 3's wallet), with a way to top up. */
export function WalletCard({ balance }: { balance: UserBalance | null }) {
  const { t } = useTranslation('account');
  return (
    <Card aria-labelledby="wallet-title">
      <Title id="wallet-title">{t('myAccount.wallet')}</Title>
      <Amounts>
        <div>
          <dt>{t('myAccount.available')}</dt>
          <Main>
            <IqdFigure amount={balance?.balance}>
              {(amount) => t('myAccount.amount', { amount })}
            </IqdFigure>
          </Main>
        </div>
        <div>
          <dt>{t('myAccount.withdrawable')}</dt>
          <Secondary>
            <IqdFigure amount={balance?.balancePayable}>
              {(amount) => t('myAccount.amount', { amount })}
            </IqdFigure>
          </Secondary>
        </div>
      </Amounts>
      <TopUp to={PATHS.myFunds}>{t('myAccount.topUp')}</TopUp>
    </Card>
  );
}

const Card = styled(StackCard).attrs({ $tone: 'brand' as const })``;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Amounts = styled.dl`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(6)};

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    opacity: 0.9;
  }
`;

const Main = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  /* Digits stay Latin with English grouping (section 9); keep "50,000" in one piece in RTL. */
  unicode-bidi: isolate;
`;

const Secondary = styled(Main)`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const TopUp = styled(Link)`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.onPrimary};
    outline-offset: 2px;
  }
`;
