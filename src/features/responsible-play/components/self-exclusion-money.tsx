import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SelfExclusionOptions } from '@/lib/api/types';
import { formatIqd } from '@/lib/format';
import { PATHS } from '@/lib/navigation';

/**
 * The money left, before the player confirms (decision 0255): the backend pays it out to the saved
 * account afterwards, or, with none, the player is offered to withdraw it first. Nothing without
 * the backend's word (the extension absent, or nothing to withdraw).
 */
export function SelfExclusionMoney({ moneyLeft }: Pick<SelfExclusionOptions, 'moneyLeft'>) {
  const { t } = useTranslation('responsible');
  if (!moneyLeft || moneyLeft.withdrawable <= 0) return null;
  const amount = formatIqd(moneyLeft.withdrawable);
  const to = moneyLeft.payoutTo;
  if (to)
    return (
      <p data-testid="self-exclusion-money">
        {t('selfExclusion.moneyLeft.paidOutAfter', {
          amount,
          method: t(`selfExclusion.payoutMethods.${to.method}`),
          account: `\u2066${to.walletNumber}\u2069`,
        })}
      </p>
    );
  return (
    <p data-testid="self-exclusion-money">
      {t('selfExclusion.moneyLeft.withdrawFirst', { amount })}{' '}
      <Link to={PATHS.myFunds}>{t('selfExclusion.moneyLeft.withdrawLink')}</Link>
    </p>
  );
}
