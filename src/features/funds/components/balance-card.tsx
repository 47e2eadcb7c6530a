import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IqdFigure } from '@/components/ui/iqd-figure';
import { useBalance } from '@/entities/wallet';

const Box = styled.section`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primaryStrong};
  color: ${({ theme }) => theme.colors.onPrimary};
  dl {
    display: contents;
  }
  div {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** Available balance and withdrawable funds, from the balance query; a dash while not known. */
export function BalanceCard() {
  const { t } = useTranslation('funds');
  const balance = useBalance();
  return (
    <Box aria-label={t('balance.label')}>
      <dl>
        <div>
          <dt>{t('balance.available')}</dt>
          <dd data-testid="available-balance">
            <IqdFigure amount={balance?.balance}>{(amount) => t('iqd', { amount })}</IqdFigure>
          </dd>
        </div>
        <div>
          <dt>{t('balance.withdrawable')}</dt>
          <dd data-testid="withdrawable-balance">
            <IqdFigure amount={balance?.balancePayable}>
              {(amount) => t('iqd', { amount })}
            </IqdFigure>
          </dd>
        </div>
      </dl>
    </Box>
  );
}
