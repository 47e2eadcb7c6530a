import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ActivitySummary, ResponsiblePlayLink } from '@/entities/responsible-play/ui';
import { NarrowPage } from '@/components/ui/layout';
import { useOnline } from '@/lib/network';
import { BalanceCard } from '../components/balance-card';
import { BookingHistory } from '../components/booking-history';
import { DepositForm } from '../components/deposit-form';
import { FUNDS_TABS, FundsTabs, panelId, tabId, type FundsTab } from '../components/funds-tabs';
import { NeedsConnection } from '../components/needs-connection';
import { WithdrawForm } from '../components/withdraw-form';
import { fundsKeys } from '@/entities/wallet';

const isTab = (value: string | null): value is FundsTab => FUNDS_TABS.some((tab) => tab === value);

/** /my_funds: balance, then deposit / withdraw / history tabs (the tab is kept in ?tab=). */
export default function MyFundsPage() {
  const { t } = useTranslation('funds');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: FundsTab = isTab(requested) ? requested : 'deposit';
  const online = useOnline();

  const queryClient = useQueryClient();
  useEffect(() => {
    // A fresh balance and history on entry (a deposit may have been credited elsewhere).
    void queryClient.invalidateQueries({ queryKey: fundsKeys.all });
  }, [queryClient]);

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
    <NarrowPage>
      <h1>{t('title')}</h1>
      <BalanceCard />
      <ResponsiblePlayLink section="deposit" />
      <FundsTabs value={tab} onChange={select} />
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {tab === 'deposit' && (online ? <DepositForm /> : <NeedsConnection action="deposit" />)}
        {tab === 'withdraw' && (online ? <WithdrawForm /> : <NeedsConnection action="withdraw" />)}
        {tab === 'history' && <ActivitySummary />}
        {tab === 'history' && <BookingHistory />}
      </div>
    </NarrowPage>
  );
}
