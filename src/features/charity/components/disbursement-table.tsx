import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatIqd } from '@/lib/format';

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  caption {
    text-align: start;
    margin-block-end: ${({ theme }) => theme.space(2)};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(1)};
    text-align: start;
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  td {
    font-variant-numeric: tabular-nums;
  }
`;

interface DisbursementTableProps {
  id: string;
  hidden: boolean;
  caption: string;
  heading: string;
  rows: readonly { key: string; name: string; amount: number }[];
}

/** The chart's table alternative: the same totals, one row each. */
export function DisbursementTable({ id, hidden, caption, heading, rows }: DisbursementTableProps) {
  const { t } = useTranslation('charity');
  return (
    <Table id={id} hidden={hidden}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          <th scope="col">{t('page.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.name}</th>
            <td>
              <bdi>{formatIqd(row.amount)}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
