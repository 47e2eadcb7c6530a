import { useTranslation } from 'react-i18next';
import { formatList } from '@/lib/format/list';
import { useLotteryLabels } from '@/lib/lottery/use-lottery-labels';
import { Muted } from './vouchers-ui';

/**
 * Which games a voucher or an offer pays for, by their translated names joined in the UI
 * language's words (Arabic and Kurdish have no Latin comma); none listed: all.
 */
export function AppliesTo({ types }: { types: readonly string[] }) {
  const { t, i18n } = useTranslation('vouchers');
  const { gameName } = useLotteryLabels();
  return (
    <Muted>
      {types.length === 0
        ? t('list.appliesToAll')
        : t('list.appliesTo', {
            types: formatList(
              types.map((type) => gameName(type)),
              i18n.language,
            ),
          })}
    </Muted>
  );
}
