import { PATHS } from '@/lib/navigation';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Dialog } from '@/components/ui/dialog';

/** Section 8: the API-failure dialog: try again reloads the page, the second button goes home. */
export function ApiFailureDialog() {
  const { t } = useTranslation(['common', 'errors']);
  const navigate = useNavigate();
  return (
    <Dialog
      kind="error"
      title={t('errors:error_api_failure_title')}
      text={t('errors:error_api_failure_text')}
      primaryLabel={t('actions.tryAgain')}
      secondaryLabel={t('actions.backToHome')}
      onClose={() => window.location.reload()}
      onSecondary={() => navigate(PATHS.home)}
    />
  );
}
