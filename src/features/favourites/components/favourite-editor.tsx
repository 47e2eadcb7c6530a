import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Form, rule, SubmitButton, TextField } from '@/components/ui/form';
import type { Favourite, FavouriteInput } from '@/lib/api/types';
import { MAX_NAME_LENGTH } from '@/entities/favourites';
import { parseNumbers } from '@/lib/lottery/parse-numbers';

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

type Values = { name: string; numbers: string };
const numbersRule = rule<Values>((value) => {
  const { error } = parseNumbers(value);
  return error ? `favourites:numbers.${error}` : null;
});

interface FavouriteEditorProps {
  favourite: Favourite;
  saving: boolean;
  onSave: (input: FavouriteInput) => void;
  onCancel: () => void;
}

/** Rename a favourite or change its numbers; the typed numbers stay when they are refused. */
export function FavouriteEditor({ favourite, saving, onSave, onCancel }: FavouriteEditorProps) {
  const { t } = useTranslation('favourites');
  const form = useForm<Values>({
    defaultValues: { name: favourite.name, numbers: favourite.numbers.join(' ') },
  });

  const onValid = ({ name, numbers }: Values) => {
    const parsed = parseNumbers(numbers);
    if (parsed.numbers) onSave({ name, numbers: parsed.numbers });
  };

  return (
    <Form form={form} onValid={onValid} component={Column}>
      <TextField<Values> name="name" label={t('list.name')} maxLength={MAX_NAME_LENGTH} />
      <TextField<Values>
        name="numbers"
        rules={numbersRule}
        label={t('list.numbers')}
        hint={t('list.numbersHint')}
        inputMode="numeric"
        dir="ltr"
      />
      <Buttons>
        <SubmitButton pending={saving}>{t('list.save')}</SubmitButton>
        <Button type="button" $variant="link" onClick={onCancel}>
          {t('list.cancel')}
        </Button>
      </Buttons>
    </Form>
  );
}
