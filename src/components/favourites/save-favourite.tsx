import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Form, SubmitButton, TextField } from '@/components/ui/form';
import { FieldMessage } from '@/components/ui/field-message';
import { isApiError } from '@/lib/api/errors';
import {
  MAX_NAME_LENGTH,
  sameNumbers,
  useFavouriteChange,
  useFavourites,
  LocalLimitError,
} from '@/lib/favourites';
import { isGridComplete } from '@/lib/lottery/pick-rules';

const Column = styled.div`
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
type Values = { name: string };

/** "Save as favourite" for one complete grid, with an optional name; hidden where not offered. */
export function SaveFavourite({ numbers }: { numbers: readonly number[] }) {
  const { t } = useTranslation('favourites');
  const { source, favourites } = useFavourites();
  const change = useFavouriteChange();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<Values>({ defaultValues: { name: '' } });
  if (source === 'unsupported') return null;
  const complete = isGridComplete([...numbers]);
  const known = favourites.find((f) => sameNumbers(f.numbers, numbers));

  const onValid = async ({ name }: Values) => {
    try {
      await change.mutateAsync({ kind: 'create', input: { name, numbers: [...numbers] } });
      setOutcome('saved');
      setOpen(false);
      form.reset();
    } catch (error) {
      const limit =
        error instanceof LocalLimitError ||
        (isApiError(error) && error.code === 'FAVOURITES_LIMIT');
      setOutcome(limit ? 'limit' : 'failed');
    }
  };

  return (
    <div>
      {open ? (
        <Form form={form} onValid={onValid} component={Column} aria-label={t('save.formLabel')}>
          <TextField<Values>
            name="name"
            label={t('save.name')}
            maxLength={MAX_NAME_LENGTH}
            autoComplete="off"
          />
          <Buttons>
            <SubmitButton pending={change.isPending}>{t('save.confirm')}</SubmitButton>
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
