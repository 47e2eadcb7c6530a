import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Facts } from '@/components/ui/facts';
import type { Subscription } from '@/lib/api/types';
import { formatDisplayDate, formatDrawDate, formatIqd } from '@/lib/format';
import { formatList } from '@/lib/format/list';

/** Labels as long as a sentence ("only when the jackpot is at least"): both columns keep room. */
const TermFacts = styled(Facts)`
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
`;

/** A subscription's terms and its next renewal with the cost the backend states. */
export function SubscriptionFacts({ sub }: { sub: Subscription }) {
  const { t, i18n } = useTranslation('subscriptions');
  const { t: tc } = useTranslation();
  const iqd = (amount: number) => <bdi>{tc('money.iqd', { amount: formatIqd(amount) })}</bdi>;
  const names = sub.weekdays?.map((d) => t(`weekdays.${d}` as 'weekdays.1'));
  // In the UI language's words: English read "Monday، Thursday" before (issue 38).
  const days = names?.length ? formatList(names, i18n.language) : '';
  return (
    <TermFacts>
      <dt>{t('subscribe.which')}</dt>
      <dd>{days ? t('list.onDays', { days }) : t('list.everyDraw')}</dd>
      <dt>{t('subscribe.howLong')}</dt>
      <dd>
        {sub.drawCount === null
          ? t('list.untilCancelled')
          : t('list.length', { count: sub.drawCount })}
        {' · '}
        {t('list.bought', { count: sub.renewalsBought })}
      </dd>
      {sub.minJackpot !== null ? (
        <>
          <dt>{t('subscribe.jackpot')}</dt>
          <dd>{iqd(sub.minJackpot)}</dd>
        </>
      ) : null}
      <dt>{t('list.next')}</dt>
      <dd>
        {sub.nextRenewal ? (
          <>
            {formatDrawDate(sub.nextRenewal.drawDateTime, i18n.language)}:{' '}
            {iqd(sub.nextRenewal.cost)}
          </>
        ) : sub.pausedBy === 'TIME_OUT' && sub.pausedUntil ? (
          t('list.pausedByTimeOut', { date: formatDisplayDate(sub.pausedUntil) })
        ) : sub.cancelledBy === 'SELF_EXCLUSION' ? (
          t('list.cancelledBySelfExclusion')
        ) : (
          t('list.noNext')
        )}
      </dd>
    </TermFacts>
  );
}
