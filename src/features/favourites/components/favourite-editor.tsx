import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { FieldMessage, FormField } from '@/components/ui/form-field';
import type { Favourite, FavouriteInput } from '@/lib/api/types';
import { MAX_NAME_LENGTH } from '@/lib/favourites';
import { parseNumbers, type NumbersError } from '@/lib/lottery/parse-numbers';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

interface FavouriteEditorProps {
  favourite: Favourite;
  saving: boolean;
  onSave: (input: FavouriteInput) => void;
  onCancel: () => void;
}

/** Rename a favourite or change its numbers; the typed numbers stay when they are refused. */
export function FavouriteEditor({ favourite, saving, onSave, onCancel }: FavouriteEditorProps) {
  const { t } = useTranslation('favourites');
  const [name, setName] = useState(favourite.name);
  const [numbers, setNumbers] = useState(favourite.numbers.join(' '));
  const [error, setError] = useState<NumbersError | null>(null);
  const ids = { name: useId(), numbers: useId(), hint: useId(), error: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseNumbers(numbers);
    setError(parsed.error);
    if (parsed.numbers) onSave({ name, numbers: parsed.numbers });
  };

  return (
    <Form onSubmit={submit} noValidate>
      <FormField htmlFor={ids.name}>
        {t('list.name')}
        <input
          id={ids.name}
          value={name}
          maxLength={MAX_NAME_LENGTH}
          onChange={(e) => setName(e.target.value)}
        />
      </FormField>
      <FormField htmlFor={ids.numbers}>
        {t('list.numbers')}
        <input
          id={ids.numbers}
          value={numbers}
          inputMode="numeric"
          dir="ltr"
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
          onChange={(e) => setNumbers(e.target.value)}
        />
        <span id={ids.hint}>{t('list.numbersHint')}</span>
      </FormField>
      {error ? (
        <FieldMessage id={ids.error} $error role="alert">
          {t(`numbers.${error}`)}
        </FieldMessage>
      ) : null}
      <Buttons>
        <Button type="submit" disabled={saving}>
          {t('list.save')}
        </Button>
        <Button type="button" $variant="link" onClick={onCancel}>
          {t('list.cancel')}
        </Button>
      </Buttons>
    </Form>
  );
}
