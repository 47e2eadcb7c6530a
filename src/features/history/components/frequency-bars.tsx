import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { NumberFrequency } from '@/lib/lottery/number-stats';

const Rows = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 2ch 1fr 3ch;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
`;

const Track = styled.span`
  block-size: 12px;
  background: ${({ theme }) => theme.colors.border};
  border-radius: 2px;
  overflow: hidden;
`;

const Fill = styled.span<{ $tone: 'hot' | 'cold' | 'plain' }>`
  display: block;
  block-size: 100%;
  background: ${({ $tone, theme }) =>
    $tone === 'hot'
      ? theme.colors.primaryStrong
      : $tone === 'cold'
        ? theme.colors.focus
        : theme.colors.textMuted};
`;

interface FrequencyBarsProps {
  freqs: NumberFrequency[];
  hot: number[];
  cold: number[];
}

/**
 * The phone's chart: one row per number, bars growing along the line of text (from the right in
 * Arabic and Sorani), so all 29 numbers fit at 390 px with labels at a readable size.
 */
export function FrequencyBars({ freqs, hot, cold }: FrequencyBarsProps) {
  const { t } = useTranslation('history');
  const max = Math.max(1, ...freqs.map((f) => f.count));
  return (
    <Rows aria-label={t('barsLabel')}>
      {freqs.map((f) => {
        const tone = hot.includes(f.number) ? 'hot' : cold.includes(f.number) ? 'cold' : 'plain';
        const mark = tone === 'plain' ? '' : ` (${t(tone)})`;
        return (
          <Row
            key={f.number}
            aria-label={t('barLabel', { number: f.number, count: f.count }) + mark}
          >
            <span aria-hidden="true">{f.number}</span>
            <Track aria-hidden="true">
              <Fill $tone={tone} style={{ inlineSize: `${(f.count / max) * 100}%` }} />
            </Track>
            <span aria-hidden="true">{f.count}</span>
          </Row>
        );
      })}
    </Rows>
  );
}
