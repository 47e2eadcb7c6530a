import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BarRows } from '@/components/charts/bar-rows';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { isolate, isolatedIqd } from '@/entities/charity/ui';
import type { Cause } from '@/lib/api/types';
import { formatIqd } from '@/lib/format';
import { causeKindOf, disbursedBy, governorateOf } from '../utils/disbursements';
import { DisbursementTable } from './disbursement-table';

type By = 'governorate' | 'cause';

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

/**
 * The year's disbursements by governorate or by cause, as the statistics' bar rows, with a table
 * alternative. Every figure is a sum of the CMS's stated amounts (decision 0223).
 */
export function DisbursementChart({ causes, year }: { causes: readonly Cause[]; year: string }) {
  const { t } = useTranslation('charity');
  const tableId = useId();
  const [by, setBy] = useState<By>('governorate');
  const [showTable, setShowTable] = useState(false);
  const totals =
    by === 'governorate'
      ? disbursedBy(causes, year, governorateOf).map((d) => ({
          ...d,
          name: t(`governorates.${d.key}`),
        }))
      : disbursedBy(causes, year, causeKindOf).map((d) => ({ ...d, name: t(`causes.${d.key}`) }));
  const byText = t(by === 'governorate' ? 'page.byGovernorate' : 'page.byCause');
  const rows = totals.map((d) => ({
    key: d.key,
    label: d.name,
    value: d.amount,
    valueText: formatIqd(d.amount),
    ariaLabel: t('page.barLabel', { name: d.name, amount: isolatedIqd(d.amount) }),
  }));
  return (
    <Wrap>
      <ChoiceGroup>
        <legend>{t('page.groupBy')}</legend>
        {(['governorate', 'cause'] as const).map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="disbursed-by"
              checked={by === option}
              onChange={() => setBy(option)}
            />
            {t(option === 'governorate' ? 'page.byGovernorate' : 'page.byCause')}
          </label>
        ))}
      </ChoiceGroup>
      <BarRows
        rows={rows}
        ariaLabel={t('page.tableCaption', { year: isolate(year), by: byText })}
        labelWidth="minmax(7ch, max-content)"
        valueWidth="max-content"
      />
      <div>
        <Button
          type="button"
          $variant="secondary"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable(!showTable)}
        >
          {showTable ? t('page.chart') : t('page.table')}
        </Button>
      </div>
      <DisbursementTable
        id={tableId}
        hidden={!showTable}
        caption={t('page.tableCaption', { year: isolate(year), by: byText })}
        heading={t(by === 'governorate' ? 'page.governorate' : 'page.cause')}
        rows={totals}
      />
    </Wrap>
  );
}
