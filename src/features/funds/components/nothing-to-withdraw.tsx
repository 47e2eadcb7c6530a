import { useTranslation } from 'react-i18next';
import type { UserBalance } from '@/lib/api/types';
import { formatIqd } from '@/lib/format';
import { MIN_WITHDRAWAL_IQD } from '@/lib/validation';
import { Card, Hint } from './funds-ui';

/** Below the minimum payout: says how much is withdrawable and what bonus money is not. */
export function NothingToWithdraw({ balance }: { balance: UserBalance }) {
  const { t } = useTranslation('withdraw');
  return (
    <Card role="status" aria-live="polite">
      <h2>{t('nothing.title')}</h2>
      <p>
        {t('nothing.text', {
          amount: formatIqd(balance.balancePayable),
          min: formatIqd(MIN_WITHDRAWAL_IQD),
        })}
      </p>
      {balance.balanceNonPayable > 0 && (
        <Hint>{t('nothing.bonus', { amount: formatIqd(balance.balanceNonPayable) })}</Hint>
      )}
    </Card>
  );
}
