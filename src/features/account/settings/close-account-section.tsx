import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { showAlert } from '@/lib/alerts';
import { PATHS } from '@/lib/navigation';
import { useCloseAccount } from '../api';
import { ErrorText, Muted, Section } from './settings-ui';

/** Close account, after a confirmation; refused while tickets or money remain. */
export function CloseAccountSection() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const closeAccount = useCloseAccount();

  const close = async () => {
    setConfirming(false);
    try {
      // On success the session ends (in the hook) before we leave.
      await closeAccount.mutateAsync();
    } catch {
      return; // The refusal is shown from the mutation's state.
    }
    // A clear goodbye on the start screen, not an error (behaviour 224).
    navigate(PATHS.home, { replace: true });
    showAlert({
      title: { key: 'settings:close.goodbyeTitle' },
      message: { key: 'settings:close.goodbyeText' },
    });
  };

  return (
    <Section aria-labelledby="settings-close">
      <h2 id="settings-close">{t('close.title')}</h2>
      <Muted>{t('close.text')}</Muted>
      {closeAccount.isError && <ErrorText role="alert">{t('close.refused')}</ErrorText>}
      <Button type="button" $variant="secondary" onClick={() => setConfirming(true)}>
        {t('close.button')}
      </Button>
      {confirming && (
        <Dialog
          kind="warning"
          title={t('close.confirmTitle')}
          text={t('close.confirmText')}
          image={null}
          primaryLabel={t('close.keep')}
          secondaryLabel={t('close.confirm')}
          onClose={() => setConfirming(false)}
          onSecondary={() => void close()}
        />
      )}
    </Section>
  );
}
