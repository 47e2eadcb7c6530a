import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Form, SubmitButton, TextField } from '@/components/ui/form';
import { isApiError } from '@/lib/api/errors';
import { LocalLimitError, MAX_NAME_LENGTH, useFavouriteChange } from '@/entities/favourites';

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

export type SaveOutcome = 'saved' | 'limit' | 'failed';
type Values = { name: string };

interface Props {
  numbers: readonly number[];
  onOutcome: (outcome: SaveOutcome) => void;
  onCancel: () => void;
}

/**
 * The name field and confirm of "Save as favourite". Its own chunk, loaded when the player opens
 * it: the form kit (react-hook-form) would otherwise download and run on `/` with the board.
 */
export default function SaveFavouriteForm({ numbers, onOutcome, onCancel }: Props) {
  const { t } = useTranslation('favourites');
  const change = useFavouriteChange();
  const form = useForm<Values>({ defaultValues: { name: '' } });
  // The button that opened the form is gone: the player continues in the name field.
  useEffect(() => form.setFocus('name'), [form]);

  const onValid = async ({ name }: Values) => {
    try {
      await change.mutateAsync({ kind: 'create', input: { name, numbers: [...numbers] } });
      onOutcome('saved');
    } catch (error) {
      const limit =
        error instanceof LocalLimitError ||
        (isApiError(error) && error.code === 'FAVOURITES_LIMIT');
      onOutcome(limit ? 'limit' : 'failed');
    }
  };

  return (
    <Form form={form} onValid={onValid} component={Column} aria-label={t('save.formLabel')}>
      <TextField<Values>
        name="name"
        label={t('save.name')}
        maxLength={MAX_NAME_LENGTH}
        autoComplete="off"
      />
      <Buttons>
        <SubmitButton pending={change.isPending}>{t('save.confirm')}</SubmitButton>
        <Button type="button" $variant="link" onClick={onCancel}>
          {t('save.cancel')}
        </Button>
      </Buttons>
    </Form>
  );
}
