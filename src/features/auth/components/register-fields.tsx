import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  CheckboxField,
  ChoiceField,
  Field,
  Input,
  PasswordField,
  SelectField,
  TextField,
} from '@/components/ui/form';
import { CITIES, type City } from '@/lib/api/types';
import { LANGUAGE_NAMES, UI_LANGUAGES } from '@/i18n';
import { media } from '@/styles';
import {
  formatDateInput,
  registerRules as rules,
  type RegisterValues,
} from '../utils/register-form';
import { PasswordRules } from './password-rules';

type V = RegisterValues;
/** Field ids are `register-<name>`: stable for tests and links. */
const idOf = (name: keyof V) => `register-${name}`;

/** Every field of section 3's registration form, in three labelled groups. */
export function RegisterFields() {
  const { t, i18n } = useTranslation('auth');
  const password = useWatch<V, 'password'>({ name: 'password' });
  const collator = new Intl.Collator(i18n.language === 'ku' ? 'ckb' : i18n.language);
  const cities = CITIES.map((city: City) => ({ value: city, label: t(`cities.${city}`) })).sort(
    (a, b) => collator.compare(a.label, b.label),
  );

  return (
    <>
      <Group>
        <GroupTitle>{t('register.access')}</GroupTitle>
        <Grid>
          <TextField<V>
            id={idOf('phoneNumber')}
            name="phoneNumber"
            rules={rules.phoneNumber}
            label={t('fields.phone')}
            hint={t('fields.phoneHint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
          />
          <Spacer />
          <PasswordField<V>
            id={idOf('password')}
            name="password"
            rules={rules.password}
            label={t('fields.password')}
            autoComplete="new-password"
          />
          <PasswordField<V>
            id={idOf('passwordConfirmation')}
            name="passwordConfirmation"
            rules={rules.passwordConfirmation}
            label={t('fields.passwordConfirmation')}
            autoComplete="new-password"
          />
          <Wide>
            <PasswordRules id="register-password-rules" password={password} />
          </Wide>
        </Grid>
      </Group>
      <Group>
        <GroupTitle>{t('register.personal')}</GroupTitle>
        <Grid>
          <TextField<V>
            id={idOf('firstName')}
            name="firstName"
            rules={rules.firstName}
            label={t('fields.firstName')}
            autoComplete="given-name"
          />
          <TextField<V>
            id={idOf('fatherName')}
            name="fatherName"
            rules={rules.fatherName}
            label={t('fields.fatherName')}
            autoComplete="additional-name"
          />
          <ChoiceField<V>
            id={idOf('gender')}
            name="gender"
            rules={rules.gender}
            legend={t('fields.gender')}
            options={[
              { value: 'MALE', label: t('fields.male') },
              { value: 'FEMALE', label: t('fields.female') },
            ]}
          />
          <TextField<V>
            id={idOf('dateOfBirth')}
            name="dateOfBirth"
            rules={rules.dateOfBirth}
            normalize={formatDateInput}
            label={t('fields.dateOfBirth')}
            hint={t('fields.dateOfBirthHint')}
            inputMode="numeric"
            autoComplete="bday"
            maxLength={10}
          />
          <TextField<V>
            id={idOf('email')}
            name="email"
            rules={rules.email}
            label={t('fields.email')}
            type="email"
            autoComplete="email"
          />
          <Field id="register-country" label={t('fields.country')}>
            {(control) => <Input {...control} value={t('fields.iraq')} readOnly />}
          </Field>
          <SelectField<V>
            id={idOf('city')}
            name="city"
            rules={rules.city}
            label={t('fields.city')}
            placeholder={t('fields.cityPlaceholder')}
            options={cities}
          />
        </Grid>
      </Group>
      <Group>
        <GroupTitle>{t('register.preferences')}</GroupTitle>
        <Grid>
          <SelectField<V>
            id={idOf('preferredLanguage')}
            name="preferredLanguage"
            label={t('fields.preferredLanguage')}
            options={UI_LANGUAGES.map((lang) => ({ value: lang, label: LANGUAGE_NAMES[lang] }))}
          />
          <Wide>
            <CheckboxField<V>
              id={idOf('newsletter')}
              name="newsletter"
              label={t('fields.newsletter')}
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
