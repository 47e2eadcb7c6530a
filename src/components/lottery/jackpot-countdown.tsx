import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadStatus } from '@/components/ui/load-status';
import styled from 'styled-components';
import { media } from '@/styles';
import type { GameInfo } from '@/lib/api/types';
import { formatDrawDate, formatIqd, formatTime, parseServerDate } from '@/lib/format';
import { OfflineNote } from '@/components/ui/offline-note';
import { Skeleton } from '@/components/ui/skeleton';
import { Countdown, CountdownSkeleton } from './countdown';

/** Tighter on phones: on the start page the whole board fits above the bottom bar at 390 × 844. */
const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  ${media.up('md')} {
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(4)};
  }
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.gradients.jackpot};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Amount = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.1;
  ${media.up('md')} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Line = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${media.up('md')} {
    font-size: inherit;
  }
`;

/** Typical lengths, so the panel has its final size before game info arrives (no shift). */
const PLACEHOLDER_AMOUNT = 1_000_000_000;
const PLACEHOLDER_DATE = '2025-01-01T20:00:00';

function JackpotSkeleton() {
  const { t, i18n } = useTranslation('results');
  return (
    <Skeleton>
      <Panel>
        <h2>{t('jackpot.title')}</h2>
        <Amount>{t('jackpot.amount', { amount: formatIqd(PLACEHOLDER_AMOUNT) })}</Amount>
        <Line>
          {t('jackpot.nextDraw', {
            date: `${formatDrawDate(PLACEHOLDER_DATE, i18n.language)} · ${formatTime(PLACEHOLDER_DATE)}`,
          })}
        </Line>
        <CountdownSkeleton />
      </Panel>
    </Skeleton>
  );
}

interface JackpotCountdownProps {
  /** Game info from its one query (undefined while it loads, null when the backend has none). */
  info: GameInfo | null | undefined;
  isError: boolean;
  /** When the shown game info was fetched: the offline note's time. */
  savedAt: number;
  /** The draw passed: game info is asked again so the countdown rolls over. Keep it stable. */
  onRollOver: () => void;
}

/**
 * The 6of29 jackpot estimate (or its pending state) and a live countdown to the next draw.
 * Memoised with plain props: toggling a number on the board never re-renders it.
 */
export const JackpotCountdown = memo(function JackpotCountdown({
  info,
  isError,
  savedAt,
  onRollOver,
}: JackpotCountdownProps) {
  const { t, i18n } = useTranslation('results');
  if (!info)
    return (
      <LoadStatus
        loading
        failed={isError}
        onRetry={onRollOver}
        loadingView={<JackpotSkeleton />}
        errorText={t('jackpot.loadError')}
      />
    );
  const pending = info.jackpotState === 'PENDING' || info.jackpotValue === null;
  const drawMillis = parseServerDate(info.drawDate).getTime();
  return (
    <>
      <OfflineNote savedAt={savedAt || null} />
      <Panel aria-labelledby="jackpot-title">
        <h2 id="jackpot-title">{pending ? t('jackpot.pending') : t('jackpot.title')}</h2>
        <Amount data-testid="jackpot">
          {pending
            ? t('jackpot.pendingHint')
            : t('jackpot.amount', { amount: formatIqd(info.jackpotValue) })}
        </Amount>
        <Line>
          {t('jackpot.nextDraw', {
            date: `${formatDrawDate(info.drawDate, i18n.language)} · ${formatTime(info.drawDate)}`,
          })}
        </Line>
        <Countdown targetMs={drawMillis} onElapsed={onRollOver} />
      </Panel>
    </>
  );
});
