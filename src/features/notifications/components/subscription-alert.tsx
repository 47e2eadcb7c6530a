import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatIqd } from '@/lib/format';
import { PATHS } from '@/lib/navigation';
import type { PlayerAlert, SubscriptionAlertFacts } from '@/lib/api/types';
import { subscriptionAlertKey } from '../utils/subscription-alert-key';

/**
 * A subscription alert that says what happened (issue 38): the draw, what the renewal charged or
 * why it did not buy, and a link to that subscription's renewals (or to the list when it is about
 * all of them). A backend that sends no facts gets the general sentence.
 */
export function SubscriptionAlert({
  alert,
  facts,
}: {
  alert: PlayerAlert;
  facts: SubscriptionAlertFacts;
}) {
  const { t } = useTranslation('alerts');
  const reason = facts.reason ? t(`subscriptionAlert.reason.${facts.reason}`) : '';
  const key = `subscriptionAlert.${subscriptionAlertKey(alert, facts)}` as const;
  const to =
    facts.subscriptionId === null
      ? PATHS.subscriptions
      : `${PATHS.subscriptionRenewals}?id=${facts.subscriptionId}`;
  return (
    <>
      <p>
        <Trans
          t={t}
          i18nKey={key}
          values={{
            drawId: alert.drawId,
            amount: alert.amount === null ? '' : formatIqd(alert.amount),
            reason,
          }}
          components={{ draw: <bdi dir="ltr" /> }}
        />
      </p>
      <Link to={to}>
        {facts.subscriptionId === null
          ? t('subscriptionAlert.seeSubscriptions')
          : t('subscriptionAlert.seeRenewals')}
      </Link>
    </>
  );
}
