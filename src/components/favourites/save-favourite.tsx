import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { FieldMessage, FormField } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api/errors';
import {
  MAX_NAME_LENGTH,
  sameNumbers,
  useFavouriteChange,
  useFavourites,
  LocalLimitError,
} from '@/lib/favourites';
import { isGridComplete } from '@/lib/lottery/pick-rules';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(2)};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

type Outcome = 'saved' | 'limit' | 'failed' | null;

/** "Save as favourite" for one complete grid, with an optional name; hidden where not offered. */
export function SaveFavourite({ numbers }: { numbers: readonly number[] }) {
  const { t } = useTranslation('favourites');
  const { source, favourites } = useFavourites();
  const change = useFavouriteChange();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const nameId = useId();
  if (source === 'unsupported') return null;
  const complete = isGridComplete([...numbers]);
  const known = favourites.find((f) => sameNumbers(f.numbers, numbers));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { kind: 'create', input: { name, numbers: [...numbers] } },
      {
        onSuccess: () => {
          setOutcome('saved');
          setOpen(false);
          setName('');
        },
        onError: (error) =>
          setOutcome(
            error instanceof LocalLimitError ||
              (isApiError(error) && error.code === 'FAVOURITES_LIMIT')
              ? 'limit'
              : 'failed',
          ),
      },
    );
  };

  return (
    <div>
      {open ? (
        <Form onSubmit={submit} aria-label={t('save.formLabel')}>
          <FormField htmlFor={nameId}>
            {t('save.name')}
            <input
              id={nameId}
              value={name}
              maxLength={MAX_NAME_LENGTH}
              onChange={(e) => setName(e.target.value)}
              autoComplete="off"
            />
          </FormField>
          <Buttons>
            <Button type="submit" disabled={change.isPending}>
              {t('save.confirm')}
            </Button>
            <Button type="button" $variant="link" onClick={() => setOpen(false)}>
              {t('save.cancel')}
            </Button>
          </Buttons>
        </Form>
      ) : (
        <Button
          type="button"
          $variant="secondary"
          disabled={!complete || !!known}
          onClick={() => {
            setOutcome(null);
            setOpen(true);
          }}
        >
          {known ? t('save.alreadySaved') : t('save.button')}
        </Button>
      )}
      <div aria-live="polite">
        {outcome === 'saved' ? <FieldMessage>{t('save.saved')}</FieldMessage> : null}
        {outcome === 'limit' ? <FieldMessage $error>{t('save.limit')}</FieldMessage> : null}
        {outcome === 'failed' ? <FieldMessage $error>{t('save.failed')}</FieldMessage> : null}
      </div>
    </div>
  );
}
