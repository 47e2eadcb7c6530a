import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { refreshBalance } from '@/lib/session';
import { BalanceCard } from '../components/balance-card';
import { BookingHistory } from '../components/booking-history';
import { DepositForm } from '../components/deposit-form';
import { FUNDS_TABS, FundsTabs, panelId, tabId, type FundsTab } from '../components/funds-tabs';
import { WithdrawForm } from '../components/withdraw-form';

const Page = styled.div`
  display: grid;
  /* minmax(0, 1fr): wide content (inputs, fieldsets) must not widen the page past the screen. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  inline-size: 100%;
  max-inline-size: 720px;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space(4)};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const isTab = (value: string | null): value is FundsTab => FUNDS_TABS.some((tab) => tab === value);

/** /my_funds: balance, then deposit / withdraw / history tabs (the tab is kept in ?tab=). */
export default function MyFundsPage() {
  const { t } = useTranslation('funds');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: FundsTab = isTab(requested) ? requested : 'deposit';

  useEffect(() => {
    // A fresh balance on entry (a deposit may have been credited elsewhere).
    void refreshBalance().catch(() => undefined);
  }, []);

  const select = (next: FundsTab) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );

  return (
    <Page>
      <h1>{t('title')}</h1>
      <BalanceCard />
      <FundsTabs value={tab} onChange={select} />
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {tab === 'deposit' && <DepositForm />}
        {tab === 'withdraw' && <WithdrawForm />}
        {tab === 'history' && <BookingHistory />}
      </div>
    </Page>
  );
}
