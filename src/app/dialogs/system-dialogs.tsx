import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Dialog } from '@/components/ui/dialog';
import { useFirstPass } from '@/lib/first-pass';
import { alertStore } from '@/lib/alerts';
import { sessionStore, useIsLoggedIn } from '@/entities/session';
import { loginPathFor } from '@/lib/navigation';
import { useLogout } from '../layout/use-logout';
import { sessionEnded } from '../session/session-ended';
import { SUPPORT_EMAIL } from '../support';

/** The shell's own dialogs of section 8: no connection, geo restriction, session expired. */
export function SystemDialogs() {
  const { t } = useTranslation(['common', 'errors']);
  const alerts = useSnapshot(alertStore);
  const [geoSeen, setGeoSeen] = useState(false);
  const [retries, setRetries] = useState(0);
  const loggedIn = useIsLoggedIn();
  const logout = useLogout();
  const ended = useSnapshot(sessionEnded);
  const navigate = useNavigate();
  // A prerendered page hydrates as the build rendered it, without these dialogs; they show once
  // its first pass is over (a geo block found at start broke hydration, React error 418, issue 38).
  if (useFirstPass()) return null;

  return (
    <>
      {alerts.offline && (
        <Dialog
          key={`offline-${retries}`}
          kind="warning"
          title={t('errors:noConnection.title')}
          text={t('errors:noConnection.text')}
          primaryLabel={t('actions.tryAgain')}
          onClose={() => {
            // Still offline: the dialog comes back.
            alertStore.offline = !navigator.onLine;
            setRetries((n) => n + 1);
          }}
          // The dialog covers the account menu: logging out must still work from the device's
          // side; the logout then says the server could not be told.
          {...(loggedIn
            ? {
                secondaryLabel: t('errors:noConnection.logout'),
                onSecondary: () => {
                  alertStore.offline = false;
                  void logout();
                },
              }
            : {})}
        />
      )}
      {alerts.geoRestricted && !geoSeen && (
        <Dialog
          kind="error"
          title={t('errors:geoRestricted.title')}
          text={t('errors:geoRestricted.text')}
          text2={`${t('errors:geoRestricted.support')} ${SUPPORT_EMAIL}`}
          onClose={() => setGeoSeen(true)}
        />
      )}
      {alerts.sessionExpired && (
        <Dialog
          kind="info"
          title={t('errors:sessionExpired.title')}
          text={t('errors:sessionExpired.text')}
          primaryLabel={t('errors:sessionExpired.button')}
          redirect={ended.path === null}
          onClose={() => {
            alertStore.sessionExpired = false;
            sessionStore.expiredByInactivity = false;
            // Ended by the server: login brings the player back to the page (the cart included).
            if (ended.path !== null) navigate(loginPathFor(ended.path));
            sessionEnded.path = null;
          }}
        />
      )}
    </>
  );
}
