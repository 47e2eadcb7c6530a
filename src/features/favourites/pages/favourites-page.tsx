import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormOutcome } from '@/components/ui/form/form-outcome';
import { NarrowPage } from '@/components/ui/layout';
import { LoadStatus } from '@/components/ui/load-status';
import { useFavouriteChange, useFavourites } from '@/entities/favourites';
import { PATHS } from '@/lib/navigation';
import { FavouriteItem } from '../components/favourite-item';
import { startDraftWith } from '@/entities/draft';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** My favourite numbers: play, rename, change or delete each (account or this browser). */
export default function FavouritesPage() {
  const { t } = useTranslation('favourites');
  const navigate = useNavigate();
  const { source, favourites, loading, failed, retry } = useFavourites();
  const change = useFavouriteChange();
  const [message, setMessage] = useState<'saved' | 'deleted' | 'failed' | null>(null);
  const label = (name: string, index: number) => name || t('list.unnamed', { number: index + 1 });

  const play = (numbers: readonly number[]) => {
    startDraftWith([numbers]);
    navigate(PATHS.play6of29);
  };
  const outcome = (ok: 'saved' | 'deleted', done?: () => void) => ({
    onSuccess: () => {
      setMessage(ok);
      done?.();
    },
    onError: () => setMessage('failed'),
  });

  return (
    <NarrowPage>
      <h1>{t('list.title')}</h1>
      <p>{source === 'browser' ? t('list.browserOnly') : t('list.intro')}</p>
      <Card>
        {source === 'unsupported' ? <p>{t('list.unsupported')}</p> : null}
        <LoadStatus
          loading={loading}
          failed={failed}
          onRetry={retry}
          loadingText={t('list.loading')}
          errorText={t('list.loadFailed')}
        />
        {!loading && !failed && source !== 'unsupported' && favourites.length === 0 ? (
          <p>{t('list.empty')}</p>
        ) : null}
        <List>
          {favourites.map((f, i) => (
            <FavouriteItem
              key={f.favouriteId}
              favourite={f}
              label={label(f.name, i)}
              busy={change.isPending}
              onPlay={() => play(f.numbers)}
              onSave={(input, done) =>
                change.mutate(
                  { kind: 'update', favouriteId: f.favouriteId, input },
                  outcome('saved', done),
                )
              }
              onDelete={() =>
                change.mutate({ kind: 'delete', favouriteId: f.favouriteId }, outcome('deleted'))
              }
            />
          ))}
        </List>
        <FormOutcome
          success={message !== null && message !== 'failed' && t(`list.${message}`)}
          error={message === 'failed' && t('list.failed')}
        />
      </Card>
      <div>
        <Button type="button" $variant="secondary" onClick={() => navigate(PATHS.play6of29)}>
          {t('list.goPlay')}
        </Button>
      </div>
    </NarrowPage>
  );
}
