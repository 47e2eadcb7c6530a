import type { QueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TwoColumnPage } from '@/components/lottery/two-column-page';
import { Card } from '@/components/ui/card';
import { JackpotCountdown } from '@/components/lottery/jackpot-countdown';
import { QueryState } from '@/components/ui/query-state';
import { OfflineNote } from '@/components/ui/offline-note';
import { Skeleton } from '@/components/ui/skeleton';
import type { LottoResult } from '@/lib/api/types';
import { formatDrawDate } from '@/lib/format';
import { useSavedAt } from '@/lib/query';
import { media } from '@/styles';
import { resultsKeys } from '@/entities/results/keys';
import { drawResultsQuery, resultsRange, useDrawResults } from '@/entities/results';
import { DrawResultCard } from '../components/draw-result-card';
import { PlayerToolsLinks } from '../components/player-tools-links';
import { useJackpot } from '@/entities/game';
import { CausesLink, DrawRaised } from '@/entities/charity/ui';

const Page = styled(TwoColumnPage)`
  ${media.up('md')} {
    header {
      grid-column: 1 / -1;
    }
  }
`;

const Column = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  min-inline-size: 0;
`;

const Select = styled.select`
  display: block;
  inline-size: 100%;
  min-block-size: 44px;
  margin-block-start: ${({ theme }) => theme.space(1)};
  padding-inline: ${({ theme }) => theme.space(3)};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/** Stands in for the first result while the list loads: the column has its final height. */
const PLACEHOLDER: LottoResult = {
  drawId: 0,
  gameTypeName: '',
  title: '\u00a0',
  drawNumber: 0,
  drawDate: '2025-01-01T00:00:00',
  winningNumbers: [1, 2, 3, 4, 5, 6],
};

/** Opened on this page: the results load with the page chunk, not after its first render. */
export function prefetch(client: QueryClient): void {
  void client.prefetchQuery(drawResultsQuery(resultsRange()));
}

/** Results: pick a drawn date and see its winning numbers; jackpot and countdown alongside. */
export default function ResultsPage() {
  const { t, i18n } = useTranslation('results');
  const id = useId();
  const results = useDrawResults();
  const jackpot = useJackpot();
  const savedAt = useSavedAt(resultsKeys.ranges());
  const [drawId, setDrawId] = useState<number | null>(null);
  const list = results.data ?? [];
  const selected = list.find((r) => r.drawId === drawId) ?? list[0];

  return (
    <Page>
      <header>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      <Column>
        <OfflineNote savedAt={savedAt} />
        <QueryState
          query={results}
          loading={
            <>
              <p role="status" className="visually-hidden">
                {t('loading')}
              </p>
              <Skeleton>
                <Column>
                  <Card>
                    <label>{t('pickDate')}</label>
                    <Select disabled />
                  </Card>
                  <DrawResultCard result={PLACEHOLDER} placeholder />
                </Column>
              </Skeleton>
            </>
          }
          errorText={t('loadError')}
          retryText={t('retry')}
          isEmpty={(draws) => draws.length === 0}
          emptyText={t('none')}
        >
          {selected ? (
            <>
              <Card>
                <label htmlFor={id}>{t('pickDate')}</label>
                <Select
                  id={id}
                  value={selected.drawId}
                  onChange={(e) => setDrawId(Number(e.target.value))}
                >
                  {list.map((r) => (
                    <option key={r.drawId} value={r.drawId}>
                      {formatDrawDate(r.drawDate, i18n.language)}
                    </option>
                  ))}
                </Select>
              </Card>
              <DrawResultCard result={selected} />
            </>
          ) : null}
        </QueryState>
      </Column>
      <Column>
        <JackpotCountdown {...jackpot} />
        <PlayerToolsLinks />
        <CausesLink />
        {/* Last on the page: arriving after the results, it pushes nothing down on a phone. */}
        {selected && <DrawRaised drawId={selected.drawId} drawDate={selected.drawDate} />}
      </Column>
    </Page>
  );
}
