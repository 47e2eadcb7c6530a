import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CITIES, type City, type UserProfile } from '@/lib/api/types';
import { formatDisplayDate } from '@/lib/format';
import { validateFatherName, validateFirstName, type ValidationResult } from '@/lib/validation';
import { editableOf, isUniqueViolation, saveProfile } from './save-profile';
import { SettingsField } from './settings-field';
import { ErrorText, Field, Grid, Muted, Section, SuccessText } from './settings-ui';

/** Names and city are editable; phone and date of birth are shown only. */
export function AccountDetailsForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation(['settings', 'validation']);
  const cityId = useId();
  const [firstName, setFirstName] = useState(profile.firstName);
  const [lastName, setLastName] = useState(profile.lastName);
  const [city, setCity] = useState<City>(profile.city);
  const [errors, setErrors] = useState<{ first: ValidationResult; last: ValidationResult }>();
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed' | 'emailTaken'>('idle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { first: validateFirstName(firstName), last: validateFatherName(lastName) };
    setErrors(next);
    if (next.first || next.last) return;
    try {
      await saveProfile({
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
    <Section
      as="form"
      noValidate
      aria-labelledby="settings-account"
      onSubmit={(e: FormEvent) => void submit(e)}
    >
      <h2 id="settings-account">{t('account.title')}</h2>
      <Grid>
        <SettingsField
          label={t('account.firstName')}
          value={firstName}
          onChange={setFirstName}
          autoComplete="given-name"
          error={errors?.first ? t(errors.first) : undefined}
        />
        <SettingsField
          label={t('account.lastName')}
          value={lastName}
          onChange={setLastName}
          autoComplete="family-name"
          error={errors?.last ? t(errors.last) : undefined}
        />
        <SettingsField label={t('account.phone')} value={profile.phoneNumber} dir="ltr" />
        <SettingsField
          label={t('account.dateOfBirth')}
          value={formatDisplayDate(profile.dateOfBirth)}
          dir="ltr"
        />
        <Field>
          <label htmlFor={cityId}>{t('account.city')}</label>
          <select
            id={cityId}
            value={city}
            onChange={(event) => setCity(event.target.value as City)}
          >
            {CITIES.map((option) => (
              <option key={option} value={option}>
                {t(`cities.${option}`)}
              </option>
            ))}
          </select>
        </Field>
      </Grid>
      <Muted>{t('account.readOnly')}</Muted>
      <div role="status">{status === 'saved' && <SuccessText>{t('saved')}</SuccessText>}</div>
      {status === 'failed' && <ErrorText role="alert">{t('saveFailed')}</ErrorText>}
      {status === 'emailTaken' && <ErrorText role="alert">{t('contact.emailTaken')}</ErrorText>}
      <Button type="submit">{t('save')}</Button>
    </Section>
  );
}
