import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatIqd } from '@/lib/format';
import { PATHS } from '@/lib/navigation';
import {
  acknowledgeChecks,
  dueChecks,
  isCheckPending,
  realityCheckStore,
  responsiblePlayQuery,
} from '..';
import { useIsLoggedIn } from '@/entities/session';

/** How often the state (and so the server's time) is asked while a reality check is set. */
const POLL_MS = 60_000;

/**
 * The reality check: when a whole interval has passed since this session started, by the
 * backend's clock (behaviour 284), a dialog shows the time logged in and this session's spend and
 * winnings, with Continue, Log out and See history.
 */
/** onLogout: the shell's logout (section 4), which this shared component cannot reach. */
export default function RealityCheckDialog({ onLogout }: { onLogout: () => Promise<void> }) {
  const { t } = useTranslation('responsible');
  const navigate = useNavigate();
  const isLoggedIn = useIsLoggedIn();
  const { ack } = useSnapshot(realityCheckStore);
  const { data } = useQuery({
    ...responsiblePlayQuery(),
    enabled: isLoggedIn,
    refetchInterval: (query) => (query.state.data?.realityCheckMinutes ? POLL_MS : false),
  });
  if (!isLoggedIn || !data || !isCheckPending(data, ack)) return null;

  const minutes = Math.max(
    0,
    Math.floor((Date.parse(data.serverTime) - Date.parse(data.session.startedAt)) / 60_000),
  );
  const hours = Math.floor(minutes / 60);
  const minutesPart = t('realityCheck.minutes', { count: minutes % 60 });
  const duration = hours
    ? t('realityCheck.duration', {
        hours: t('realityCheck.hoursPart', { count: hours }),
        minutes: minutesPart,
      })
    : minutesPart;
  const leave = async () => {
    acknowledgeChecks(data);
    await onLogout();
  };
  const history = () => {
    acknowledgeChecks(data);
    navigate(`${PATHS.myFunds}?tab=history`);
  };

  return (
    <Dialog
      key={dueChecks(data)}
      title={t('realityCheck.dialogTitle')}
      text={t('realityCheck.loggedIn', { duration })}
      image={null}
      primaryLabel={t('realityCheck.continue')}
      secondaryLabel={t('realityCheck.logout')}
      onClose={() => acknowledgeChecks(data)}
      onSecondary={() => void leave()}
    >
      <p>{t('realityCheck.spent', { amount: formatIqd(data.session.spent) })}</p>
      <p>{t('realityCheck.won', { amount: formatIqd(data.session.won) })}</p>
      <Button type="button" $variant="text" onClick={history}>
        {t('realityCheck.history')}
      </Button>
    </Dialog>
  );
}
