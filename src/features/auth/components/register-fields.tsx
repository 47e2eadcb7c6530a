import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CITIES, type City } from '@/lib/api/types';
import { LANGUAGE_NAMES, UI_LANGUAGES } from '@/i18n';
import type { FormState } from '@/lib/validation';
import { media } from '@/styles';
import { useFieldBinder } from '../hooks/use-field-binder';
import type { RegisterFieldMessage } from '../utils/register-error';
import { formatDateInput, type RegisterValues } from '../utils/register-form';
import { CheckboxField } from './checkbox-field';
import { ChoiceGroup } from './choice-group';
import { PasswordField } from './password-field';
import { PasswordRules } from './password-rules';
import { SelectField } from './select-field';
import { TextField } from './text-field';

export const REGISTER_PREFIX = 'register';

interface RegisterFieldsProps {
  form: FormState<RegisterValues, RegisterFieldMessage>;
}

/** Every field of section 3's registration form, in three labelled groups. */
export function RegisterFields({ form }: RegisterFieldsProps) {
  const { t, i18n } = useTranslation('auth');
  const { bind, messageOf } = useFieldBinder(form, REGISTER_PREFIX);
  const { values } = form;
  const collator = new Intl.Collator(i18n.language === 'ku' ? 'ckb' : i18n.language);
  const cities = CITIES.map((city: City) => ({ value: city, label: t(`cities.${city}`) })).sort(
    (a, b) => collator.compare(a.label, b.label),
  );

  return (
    <>
      <Group>
        <GroupTitle>{t('register.access')}</GroupTitle>
        <Grid>
          <TextField
            {...bind('phoneNumber')}
            label={t('fields.phone')}
            hint={t('fields.phoneHint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
          />
          <Spacer />
          <PasswordField
            {...bind('password')}
            label={t('fields.password')}
            autoComplete="new-password"
          />
          <PasswordField
            {...bind('passwordConfirmation')}
            label={t('fields.passwordConfirmation')}
            autoComplete="new-password"
          />
          <Wide>
            <PasswordRules id="register-password-rules" password={values.password} />
          </Wide>
        </Grid>
      </Group>
      <Group>
        <GroupTitle>{t('register.personal')}</GroupTitle>
        <Grid>
          <TextField
            {...bind('firstName')}
            label={t('fields.firstName')}
            autoComplete="given-name"
          />
          <TextField
            {...bind('fatherName')}
            label={t('fields.fatherName')}
            autoComplete="additional-name"
          />
          <ChoiceGroup
            id={`${REGISTER_PREFIX}-gender`}
            name="gender"
            legend={t('fields.gender')}
            value={values.gender}
            options={[
              { value: 'MALE', label: t('fields.male') },
              { value: 'FEMALE', label: t('fields.female') },
            ]}
            onValueChange={(value) => form.setValue('gender', value)}
            onBlur={() => form.touch('gender')}
            error={messageOf('gender')}
          />
          <TextField
            {...bind('dateOfBirth')}
            onValueChange={(value) => form.setValue('dateOfBirth', formatDateInput(value))}
            label={t('fields.dateOfBirth')}
            hint={t('fields.dateOfBirthHint')}
            inputMode="numeric"
            autoComplete="bday"
            maxLength={10}
          />
          <TextField
            {...bind('email')}
            label={t('fields.email')}
            type="email"
            autoComplete="email"
          />
          <TextField
            id={`${REGISTER_PREFIX}-country`}
            label={t('fields.country')}
            value={t('fields.iraq')}
            onValueChange={() => undefined}
            readOnly
          />
          <SelectField
            {...bind('city')}
            label={t('fields.city')}
            placeholder={t('fields.cityPlaceholder')}
            options={cities}
          />
        </Grid>
      </Group>
      <Group>
        <GroupTitle>{t('register.preferences')}</GroupTitle>
        <Grid>
          <SelectField
            {...bind('preferredLanguage')}
            label={t('fields.preferredLanguage')}
            options={UI_LANGUAGES.map((lang) => ({ value: lang, label: LANGUAGE_NAMES[lang] }))}
          />
          <Wide>
            <CheckboxField
              id={`${REGISTER_PREFIX}-newsletter`}
              label={t('fields.newsletter')}
              checked={values.newsletter}
              onCheckedChange={(checked) => form.setValue('newsletter', checked)}
            />
          </Wide>
        </Grid>
      </Group>
    </>
  );
}

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
`;

const GroupTitle = styled.legend`
  padding: 0;
  margin-block-end: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  ${media.up('md')} {
    grid-template-columns: 1fr 1fr;
    column-gap: ${({ theme }) => theme.space(6)};
  }
`;

const Wide = styled.div`
  ${media.up('md')} {
    grid-column: 1 / -1;
  }
`;

const Spacer = styled.div`
  display: none;

  ${media.up('md')} {
    display: block;
  }
`;
