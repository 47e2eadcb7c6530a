import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from '@/components/ui/card';
import { NarrowPage } from '@/components/ui/layout';
import { LoadStatus } from '@/components/ui/load-status';
import { OfflineNote } from '@/components/ui/offline-note';
import { gameRecallKeys, useGameRecall } from '@/entities/game-recall';
import { formatTime, isolateLtr } from '@/lib/format';
import { PATHS } from '@/lib/navigation';
import { useOnline } from '@/lib/network';
import { useSavedAt } from '@/lib/query';
import { PlayCard } from '../components/play-card';

/**
 * Game recall (GLI-31, decision 0286): the last 10 plays with stake, outcome and the balance before
 * and after. The last answer is kept on the device, so the list reads offline and when the backend
 * fails, with the time it was read.
 */
export default function GameRecallPage() {
  const { t } = useTranslation('recall');
  const query = useGameRecall();
  const savedAt = useSavedAt(gameRecallKeys.all);
  const online = useOnline();
  const { data } = query;
  // A failure with a saved list keeps the list and says how old it is.
  const stale = query.isError && data != null && online && savedAt !== null;
  return (
    <NarrowPage>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <OfflineNote savedAt={data != null ? savedAt : null} />
      {stale ? (
        <Note role="status">{t('stale', { time: isolateLtr(formatTime(new Date(savedAt))) })}</Note>
      ) : null}
      {data === null ? <Card $padding={4}>{t('notOffered')}</Card> : null}
      {data?.plays.length === 0 ? (
        <Card $padding={4} $gap={3}>
          <p>{t('empty')}</p>
          <Link to={PATHS.play6of29}>{t('playNow')}</Link>
        </Card>
      ) : null}
      {data && data.plays.length > 0 ? (
        <List aria-label={t('listLabel', { count: data.plays.length })}>
          {data.plays.map((play) => (
            <PlayCard key={play.orderId} play={play} />
          ))}
        </List>
      ) : null}
      <LoadStatus
        loading={query.isPending && query.fetchStatus === 'fetching'}
        failed={query.isError && data === undefined}
        onRetry={() => void query.refetch()}
        loadingText={t('loading')}
        errorText={t('loadFailed')}
        retryText={t('retry')}
      />
      {query.isPending && query.fetchStatus === 'paused' ? (
        <Card $padding={4}>{t('offlineNothing')}</Card>
      ) : null}
    </NarrowPage>
  );
}

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
