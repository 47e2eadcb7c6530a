import { useTranslation } from 'react-i18next';
import { useLotteryLabels } from '@/lib/lottery/use-lottery-labels';
import { Muted } from './vouchers-ui';

/** Which games a voucher or an offer pays for, by their translated names; none listed: all. */
export function AppliesTo({ types }: { types: readonly string[] }) {
  const { t } = useTranslation('vouchers');
  const { gameName } = useLotteryLabels();
  return (
    <Muted>
      {types.length === 0
        ? t('list.appliesToAll')
        : t('list.appliesTo', { types: types.map((type) => gameName(type)).join(', ') })}
    </Muted>
  );
}
