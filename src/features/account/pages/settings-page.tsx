import { useTranslation } from 'react-i18next';
import { ResponsiblePlayLink } from '@/entities/responsible-play/ui';
import { NarrowPage } from '@/components/ui/layout';
import { currentLanguage } from '@/i18n';
import type { UserProfile } from '@/lib/api/types';
import { AlertPreferencesForm } from '../settings/alert-preferences-form';
import { AccountDetailsForm } from '../settings/account-details-form';
import { ChangePasswordForm } from '../settings/change-password-form';
import { CloseAccountSection } from '../settings/close-account-section';
import { CommunicationForm } from '../settings/communication-form';
import { ContactDetailsForm } from '../settings/contact-details-form';
import { DataSaverSection } from '../settings/data-saver-section';
import { DigitsSection } from '../settings/digits-section';
import { LanguageSection } from '../settings/language-section';
import { useProfile } from '@/entities/session';

/** /settings: account and contact details, password, preferences, language, digits, close account. */
export default function SettingsPage() {
  const { t } = useTranslation('settings');
  const profile = useProfile();
  if (!profile) return null;
  // The forms only read it (each copies what it edits into its own state).
  const current = profile as UserProfile;
  const lang = currentLanguage();
  return (
    <NarrowPage $maxWidth={800}>
      <h1>{t('title')}</h1>
      <ResponsiblePlayLink />
      <AccountDetailsForm profile={current} />
      <ContactDetailsForm profile={current} />
      <ChangePasswordForm />
      <CommunicationForm profile={current} />
      <AlertPreferencesForm />
      <LanguageSection current={lang === 'zh' ? 'en' : lang} />
      <DigitsSection />
      <DataSaverSection />
      <CloseAccountSection />
    </NarrowPage>
  );
}
