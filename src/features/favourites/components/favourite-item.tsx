import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { NumberRow } from '@/components/lottery/number-row';
import { LazySubscribeLink } from '@/entities/subscriptions/ui/lazy';
import type { Favourite, FavouriteInput } from '@/lib/api/types';
import { FavouriteEditor } from './favourite-editor';

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding-block: ${({ theme }) => theme.space(3)};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

interface FavouriteItemProps {
  favourite: Favourite;
  label: string;
  busy: boolean;
  onPlay: () => void;
  onSave: (input: FavouriteInput, done: () => void) => void;
  onDelete: () => void;
}

/** One favourite: its numbers, play, subscribe (where offered), edit in place, delete after a confirmation. */
export function FavouriteItem({
  favourite,
  label,
  busy,
  onPlay,
  onSave,
  onDelete,
}: FavouriteItemProps) {
  const { t } = useTranslation('favourites');
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm'>('view');
  return (
    <Item>
      <strong>{label}</strong>
      {mode === 'edit' ? (
        <FavouriteEditor
          favourite={favourite}
          saving={busy}
          onSave={(input) => onSave(input, () => setMode('view'))}
          onCancel={() => setMode('view')}
        />
      ) : (
        <NumberRow numbers={favourite.numbers} label={label} size="sm" />
      )}
      {mode === 'view' ? (
        <Buttons>
          <Button type="button" onClick={onPlay}>
            {t('list.play')}
          </Button>
          <LazySubscribeLink tips={[favourite.numbers]} />
          <Button
            type="button"
            $variant="secondary"
            aria-label={t('list.editLabel', { name: label })}
            onClick={() => setMode('edit')}
          >
            {t('list.edit')}
          </Button>
          <Button
            type="button"
            $variant="link"
            aria-label={t('list.deleteLabel', { name: label })}
            onClick={() => setMode('confirm')}
          >
            {t('list.delete')}
          </Button>
        </Buttons>
      ) : null}
      {mode === 'confirm' ? (
        <div role="group" aria-label={t('list.confirmDelete', { name: label })}>
          <p>{t('list.confirmDelete', { name: label })}</p>
          <Buttons>
            <Button type="button" disabled={busy} onClick={onDelete}>
              {t('list.yesDelete')}
            </Button>
            <Button type="button" $variant="link" onClick={() => setMode('view')}>
              {t('list.cancel')}
            </Button>
          </Buttons>
        </div>
      ) : null}
    </Item>
  );
}
