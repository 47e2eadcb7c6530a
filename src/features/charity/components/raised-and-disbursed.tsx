import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { charityYearQuery } from '@/entities/charity';
import { isolate, isolatedIqd } from '@/entities/charity/ui';
import type { Cause } from '@/lib/api/types';
import { disbursedIn } from '../utils/disbursements';

/**
 * What this year's draws raised (the backend's `total`) beside what the CMS says was paid out this
 * year, and what the difference is (issue 38: "raised 5.7 billion" beside "disbursed 293 million"
 * left the rest unexplained). Only these two published figures and their difference are stated:
 * where the rest sits is not said beyond "not paid out yet". Without the backend's figure, nothing.
 */
export function RaisedAndDisbursed({ causes, year }: { causes: readonly Cause[]; year: string }) {
  const { t } = useTranslation('charity');
  const raised = useQuery(charityYearQuery(year)).data?.total;
  if (raised === undefined || !Number.isInteger(raised)) return null;
  const disbursed = disbursedIn(causes, year);
  const values = {
    year: isolate(year),
    raised: isolatedIqd(raised),
    disbursed: isolatedIqd(disbursed),
    rest: isolatedIqd(raised - disbursed),
  };
  return (
    <p data-testid="charity-raised-disbursed">
      {raised > disbursed ? t('page.notYetPaid', values) : t('page.paidAndRaised', values)}
    </p>
  );
}
