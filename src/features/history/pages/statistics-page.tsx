import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { StackCard } from '@/components/ui/card';
import { DataSaverNote } from '@/components/ui/data-saver-note';
import { NarrowPage } from '@/components/ui/layout';
import { directionOf, isAppLanguage } from '@/i18n';
import { useDataSaver } from '@/lib/data-saver';
import { frequencies, hotAndCold } from '@/lib/lottery/number-stats';
import { useArchive } from '../api/use-archive';
import { FrequencyBars } from '../components/frequency-bars';
import { FrequencyChart } from '../components/frequency-chart';
import { FrequencyTable } from '../components/frequency-table';
import { HistoryNav } from '../components/history-nav';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { media } from '@/styles';

/** The windows the statistics cover: the latest 10, the latest 50, or every draw of the archive. */
const WINDOWS = ['10', '50', 'all'] as const;
type Window = (typeof WINDOWS)[number];

const Legend = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  span::before {
    content: '';
    display: inline-block;
    inline-size: 0.9em;
    block-size: 0.9em;
    margin-inline-end: ${({ theme }) => theme.space(1)};
    vertical-align: middle;
  }
  .hot::before {
    background: ${({ theme }) => theme.colors.primaryStrong};
  }
  .cold::before {
    background: ${({ theme }) => theme.colors.focus};
  }
`;

/* Phones get the rows (every number fits, labels readable); wider screens the column chart.
   The hidden one is display:none, so screen readers meet only one. */
const Narrow = styled.div`
  ${media.up('sm')} {
    display: none;
  }
`;
const Wide = styled.div`
  ${media.down('sm')} {
    display: none;
  }
`;

/** How often each number was drawn, as a bar chart with a table alternative. */
export default function StatisticsPage() {
  const { t, i18n } = useTranslation('history');
  const archive = useArchive();
  const [span, setSpan] = useState<Window>('10');
  const [showTable, setShowTable] = useState(false);
  const draws = archive.data ?? [];
  const counted = span === 'all' ? draws.length : Math.min(Number(span), draws.length);
  const freqs = frequencies(draws, span === 'all' ? undefined : Number(span));
  const { hot, cold } = hotAndCold(freqs);
  const rtl = isAppLanguage(i18n.language) && directionOf(i18n.language) === 'rtl';
  // Under the data saver the figures are a table only: no chart to draw on a slow phone.
  const tableOnly = useDataSaver() !== null;

  return (
    <NarrowPage $maxWidth={960}>
      <h1>{t('statsTitle')}</h1>
      <HistoryNav />
      <p>
        <strong>{t('disclaimer')}</strong>
      </p>
      <StackCard aria-labelledby="stats-title" aria-busy={archive.isPending}>
        <ChoiceGroup>
          <legend>{t('window')}</legend>
          {WINDOWS.map((w) => (
            <label key={w}>
              <input type="radio" name="window" checked={span === w} onChange={() => setSpan(w)} />
              {t(`windows.w${w}`)}
            </label>
          ))}
        </ChoiceGroup>
        <h2 id="stats-title">{t('chartTitle', { count: counted })}</h2>
        <QueryState
          query={archive}
          loading={<p role="status">{t('loading')}</p>}
          errorText={t('failed')}
          retryText={t('retry')}
        >
          {tableOnly ? (
            <DataSaverNote text="statistics" />
          ) : (
            <>
              <Legend>
                <span className="hot">{t('legendHot')}</span>
                <span className="cold">{t('legendCold')}</span>
              </Legend>
              <Narrow>
                <FrequencyBars freqs={freqs} hot={hot} cold={cold} />
              </Narrow>
              <Wide>
                <FrequencyChart freqs={freqs} hot={hot} cold={cold} rtl={rtl} />
              </Wide>
              <div>
                <Button
                  type="button"
                  $variant="secondary"
                  aria-expanded={showTable}
                  aria-controls="frequency-table"
                  onClick={() => setShowTable(!showTable)}
                >
                  {showTable ? t('hideTable') : t('showTable')}
                </Button>
              </div>
            </>
          )}
          <FrequencyTable
            freqs={freqs}
            hot={hot}
            cold={cold}
            visible={tableOnly || showTable}
            caption={t('tableCaption', { count: counted })}
          />
        </QueryState>
      </StackCard>
    </NarrowPage>
  );
}
