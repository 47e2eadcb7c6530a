import { useTranslation } from 'react-i18next';
import { NumberRow } from '@/components/lottery/number-row';

/** The grids a subscription plays, as small balls. */
export function GridsPreview({ tips }: { tips: readonly number[][] }) {
  const { t } = useTranslation('subscriptions');
  return (
    <div>
      {tips.map((grid, index) => (
        <NumberRow
          key={index}
          numbers={grid}
          size="sm"
          tone="picked"
          label={t('list.grids') + ` ${index + 1}`}
        />
      ))}
    </div>
  );
}
