import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { NumberRow } from '@/components/lottery/number-row';
import { DrawRaised } from '@/entities/charity/ui';
import { StackCard } from '@/components/ui/card';
import { NarrowPage } from '@/components/ui/layout';
import type { DrawWinnings } from '@/lib/api/types';
import { formatDrawDate, formatIqd } from '@/lib/format';
import { useArchive, usePageWinnings } from '../api/use-archive';
import { HistoryNav } from '../components/history-nav';
import { VerifyDrawLink } from '@/entities/draw-proof';

const PAGE_SIZE = 10;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    padding-block: ${({ theme }) => theme.space(3)};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Pager = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The rank-1 prize of a draw: shared among its winners, or rolled over when nobody won. */
function useJackpotText() {
  const { t } = useTranslation('history');
  return (winnings: DrawWinnings | undefined) => {
    const jackpot = winnings?.ranks.find((r) => r.rank === 1);
    if (!jackpot) return '';
    return jackpot.winners > 0
      ? t('jackpotWon', { amount: formatIqd(jackpot.totalPrize), count: jackpot.winners })
      : t('jackpotRolled');
  };
}

/** Past draws, newest first, ten a page, back through the last 13 months. */
export default function ResultsHistoryPage() {
  const { t, i18n } = useTranslation('history');
  const archive = useArchive();
  const [page, setPage] = useState(0);
  const draws = archive.data ?? [];
  const pages = Math.max(1, Math.ceil(draws.length / PAGE_SIZE));
  const shown = draws.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  const winnings = usePageWinnings(shown.map((d) => d.drawId));
  const jackpotText = useJackpotText();

  return (
    <NarrowPage $maxWidth={960}>
      <h1>{t('historyTitle')}</h1>
      <HistoryNav />
      <StackCard aria-labelledby="history-list" aria-busy={archive.isPending}>
        <h2 id="history-list">{t('pageOf', { page: page + 1, pages })}</h2>
        <QueryState
          query={archive}
          loading={<p role="status">{t('loading')}</p>}
          errorText={t('failed')}
          retryText={t('retry')}
          isEmpty={(all) => all.length === 0}
          emptyText={t('empty')}
        >
          <List>
            {shown.map((draw, i) => (
              <li key={draw.drawId}>
                <strong>{t('drawLabel', { number: draw.drawNumber })}</strong>
                <span className="muted">{formatDrawDate(draw.drawDate, i18n.language)}</span>
                <NumberRow
                  numbers={draw.winningNumbers}
                  tone="winning"
                  size="sm"
                  label={t('winningOf', { number: draw.drawNumber })}
                />
                <span>{jackpotText(winnings[i]?.data)}</span>
                <DrawRaised drawId={draw.drawId} drawDate={draw.drawDate} compact />
                <VerifyDrawLink drawId={draw.drawId} drawNumber={draw.drawNumber} />
              </li>
            ))}
          </List>
        </QueryState>
        <Pager>
          <Button
            type="button"
            $variant="secondary"
            disabled={page === 0}
            onClick={() => setPage(page - 1)}
          >
            {t('newer')}
          </Button>
          <Button
            type="button"
            $variant="secondary"
            disabled={page >= pages - 1}
            onClick={() => setPage(page + 1)}
          >
            {t('older')}
          </Button>
        </Pager>
      </StackCard>
    </NarrowPage>
  );
}
