import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  Field,
  Form,
  FormOutcome,
  Input,
  rule,
  SelectField,
  SubmitButton,
  TextField,
} from '@/components/ui/form';
import { CITIES, type City, type UserProfile } from '@/lib/api/types';
import { formatDisplayDate } from '@/lib/format';
import { validateFatherName, validateFirstName } from '@/lib/validation';
import { editableOf, isUniqueViolation, useUpdateProfile } from '../api';
import { Grid, Muted, saveError, Section } from './settings-ui';

type Values = { firstName: string; lastName: string; city: City };
const rules = {
  firstName: rule<Values>((value) => validateFirstName(value)),
  lastName: rule<Values>((value) => validateFatherName(value)),
};

/** Names and city are editable; phone and date of birth are shown only. */
export function AccountDetailsForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation(['settings', 'validation']);
  const update = useUpdateProfile();
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed' | 'emailTaken'>('idle');
  const form = useForm<Values>({
    defaultValues: { firstName: profile.firstName, lastName: profile.lastName, city: profile.city },
  });

  const onValid = async (values: Values) => {
    const { firstName, lastName, city } = values;
    try {
      await update.mutateAsync({
        ...editableOf(profile),
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        city,
      });
      setStatus('saved');
    } catch (error) {
      setStatus(isUniqueViolation(error) ? 'emailTaken' : 'failed');
    }
  };

  return (
    <Form form={form} onValid={onValid} component={Section} aria-labelledby="settings-account">
      <h2 id="settings-account">{t('account.title')}</h2>
      <Grid>
        <TextField<Values>
          name="firstName"
          rules={rules.firstName}
          label={t('account.firstName')}
          autoComplete="given-name"
        />
        <TextField<Values>
          name="lastName"
          rules={rules.lastName}
          label={t('account.lastName')}
          autoComplete="family-name"
        />
        <Field id="settings-phone" label={t('account.phone')}>
          {(control) => <Input {...control} value={profile.phoneNumber} readOnly dir="ltr" />}
        </Field>
        <Field id="settings-birth" label={t('account.dateOfBirth')}>
          {(control) => (
            <Input {...control} value={formatDisplayDate(profile.dateOfBirth)} readOnly dir="ltr" />
          )}
        </Field>
        <SelectField<Values>
          name="city"
          label={t('account.city')}
          options={CITIES.map((city) => ({ value: city, label: t(`cities.${city}`) }))}
        />
      </Grid>
      <Muted>{t('account.readOnly')}</Muted>
      <FormOutcome success={status === 'saved' && t('saved')} error={saveError(status, t)} />
      <SubmitButton>{t('save')}</SubmitButton>
    </Form>
  );
}
