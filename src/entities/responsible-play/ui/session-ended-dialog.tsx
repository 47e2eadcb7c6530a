import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Dialog } from '@/components/ui/dialog';
import { PATHS } from '@/lib/navigation';
import { clearSession, sessionStore } from '@/entities/session';
import { useDateTime } from './use-date-time';
import { useSessionClock } from './use-session-clock';

/**
 * The session reached its cap (decision 0282): the backend refuses its calls from now on, so the
 * device logs out by itself (a logout call could only be refused) and says when the next login is
 * possible.
 */
export function SessionEndedDialog() {
  const { t } = useTranslation('responsible');
  const navigate = useNavigate();
  const dateTime = useDateTime();
  const { limit, left } = useSessionClock();
  if (!limit?.session.endsAt || left !== 0) return null;
  const minutes = Math.round(
    (Date.parse(limit.session.endsAt) - Date.parse(limit.session.startedAt)) / 60_000,
  );
  const close = () => {
    clearSession();
    sessionStore.loggedOut = true;
    navigate(PATHS.login);
  };
  return (
    <Dialog
      kind="info"
      title={t('sessionCap.endedTitle')}
      text={t('sessionCap.ended', { count: minutes })}
      text2={t('sessionCap.nextLogin', { until: dateTime(limit.session.coolingOffUntil) })}
      onClose={close}
    />
  );
}
