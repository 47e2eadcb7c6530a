import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { NumberFrequency } from '@/lib/lottery/number-stats';

const Table = styled.table`
  border-collapse: collapse;
  inline-size: 100%;
  th,
  td {
    text-align: start;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

interface FrequencyTableProps {
  freqs: NumberFrequency[];
  hot: number[];
  cold: number[];
  caption: string;
  visible: boolean;
}

/** The chart's numbers as a table: always there for screen readers, shown on request. */
export function FrequencyTable({ freqs, hot, cold, caption, visible }: FrequencyTableProps) {
  const { t } = useTranslation('history');
  return (
    <div className={visible ? undefined : 'visually-hidden'} id="frequency-table">
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('number')}</th>
            <th scope="col">{t('timesDrawn')}</th>
            <th scope="col">{t('mark')}</th>
          </tr>
        </thead>
        <tbody>
          {freqs.map((f) => (
            <tr key={f.number}>
              <th scope="row">{f.number}</th>
              <td>{f.count}</td>
              <td>
                {hot.includes(f.number) ? t('hot') : cold.includes(f.number) ? t('cold') : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
