import { useTranslation } from 'react-i18next';
import { BarRows } from '@/components/charts/bar-rows';
import type { NumberFrequency } from '@/lib/lottery/number-stats';

interface FrequencyBarsProps {
  freqs: NumberFrequency[];
  hot: number[];
  cold: number[];
}

/** The phone's chart: one bar row per number (the chart kit's BarRows), hot and cold marked. */
export function FrequencyBars({ freqs, hot, cold }: FrequencyBarsProps) {
  const { t } = useTranslation('history');
  const rows = freqs.map((f) => {
    const tone = hot.includes(f.number) ? 'hot' : cold.includes(f.number) ? 'cold' : 'plain';
    const mark = tone === 'plain' ? '' : ` (${t(tone)})`;
    return {
      key: f.number,
      label: String(f.number),
      value: f.count,
      valueText: String(f.count),
      ariaLabel: t('barLabel', { number: f.number, count: f.count }) + mark,
      tone,
    } as const;
  });
  return <BarRows rows={rows} ariaLabel={t('barsLabel')} />;
}
