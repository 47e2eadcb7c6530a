import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { api } from '@/lib/api';
import { formatDisplayDate, formatTime } from '@/lib/format';
import { alertInboxQuery, alertKeys } from '@/entities/alerts';
import type { PlayerAlert } from '@/lib/api/types';
import { SubscriptionAlert } from './subscription-alert';

/**
 * The in-app alerts (extension, decision 0227), above the booking notifications. Opening the page
 * marks them read, which clears the bar's badge. Nothing is shown when the backend has no alerts.
 * A win's amount is not repeated here: the ticket shows what the backend booked.
 */
export function AlertList({ className }: { className?: string }) {
  const { t } = useTranslation('alerts');
  const client = useQueryClient();
  const { data } = useQuery(alertInboxQuery());
  const read = useMutation({
    mutationFn: api.readAlerts,
    onSuccess: (inbox) => client.setQueryData(alertKeys.inbox(), inbox),
  });
  const unread = data?.unread ?? 0;
  const { mutate } = read;
  useEffect(() => {
    if (unread > 0) mutate();
  }, [unread, mutate]);
  const alerts: PlayerAlert[] = Array.isArray(data?.alerts) ? data.alerts : [];
  if (alerts.length === 0) return null;
  return (
    <section aria-labelledby="alerts-title" className={className}>
      <h2 id="alerts-title">{t('list.title')}</h2>
      {/* The rule every alert SMS ends with, said here too: a message asking for a PIN is fraud. */}
      <p className="anti-fraud">{t('list.antiFraud')}</p>
      <ul>
        {alerts.map((alert) => (
          <li key={alert.alertId}>
            {alert.topic === 'subscriptions' && alert.subscription ? (
              <SubscriptionAlert alert={alert} facts={alert.subscription} />
            ) : (
              <p>
                {/* The draw number keeps its order inside an Arabic or Kurdish sentence. */}
                <Trans
                  t={t}
                  i18nKey={`list.${alert.topic}`}
                  values={{ drawId: alert.drawId ?? '' }}
                  components={{ draw: <bdi dir="ltr" /> }}
                />
              </p>
            )}
            <time dateTime={alert.created}>
              {formatDisplayDate(alert.created)} {formatTime(alert.created)}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}
