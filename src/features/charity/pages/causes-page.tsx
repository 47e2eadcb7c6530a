import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { StackCard } from '@/components/ui/card';
import { NarrowPage } from '@/components/ui/layout';
import { QueryState } from '@/components/ui/query-state';
import { media } from '@/styles';
import { isolate } from '@/entities/charity/ui';
import { useCauses } from '../api/causes-queries';
import { CauseCard } from '../components/cause-card';
import { DisbursementChart } from '../components/disbursement-chart';
import { RaisedAndDisbursed } from '../components/raised-and-disbursed';
import { ReportLink } from '../components/report-link';
import { SplitSummary } from '../components/split-summary';
import { latestYear } from '../utils/disbursements';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: minmax(0, 1fr);
  ${media.up('md')} {
    grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

/** Where the money goes: the split, the year's disbursements, the beneficiaries, the audited report. */
export default function CausesPage() {
  const { t } = useTranslation('charity');
  const causes = useCauses();
  const year = latestYear(causes.data ?? []) ?? String(new Date().getFullYear());
  return (
    <NarrowPage $maxWidth={1100}>
      <Stack>
        <h1>{t('page.title')}</h1>
        <p>{t('page.intro')}</p>
        <SplitSummary year={year} />
        <QueryState
          query={causes}
          loading={<p role="status">{t('page.loading')}</p>}
          errorText={t('page.failed')}
          isEmpty={(list) => list.length === 0}
          emptyText={t('page.empty')}
        >
          {(list) => (
            <>
              <StackCard aria-labelledby="charity-chart">
                <h2 id="charity-chart">{t('page.chartTitle', { year: isolate(year) })}</h2>
                <RaisedAndDisbursed causes={list} year={year} />
                <DisbursementChart causes={list} year={year} />
                <ReportLink />
              </StackCard>
              <section aria-labelledby="charity-beneficiaries">
                <h2 id="charity-beneficiaries">{t('page.beneficiaries')}</h2>
                <p>{t('page.count', { count: list.length })}</p>
                <Grid>
                  {list.map((cause) => (
                    <CauseCard key={cause.documentId} cause={cause} />
                  ))}
                </Grid>
              </section>
            </>
          )}
        </QueryState>
      </Stack>
    </NarrowPage>
  );
}
