import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { StackCard } from '@/components/ui/card';
import { Facts } from '@/components/ui/facts';
import { NarrowPage } from '@/components/ui/layout';
import { QueryState } from '@/components/ui/query-state';
import { formatDrawDate, formatIqd } from '@/lib/format';
import { PATHS } from '@/lib/navigation';
import { ticketsKeys } from '@/entities/tickets';
import { useRenewals } from '../api/use-renewals';
import { RenewalResult } from '../components/renewal-result';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

/** /my_subscriptions/renewals?id=: each draw the subscription bought or skipped, and why. */
export default function RenewalsPage() {
  const { t, i18n } = useTranslation('subscriptions');
  const { t: tc } = useTranslation();
  const id = Number(useSearchParams()[0].get('id') ?? NaN);
  const query = useRenewals(id);
  const renewals = query.data ?? [];
  const client = useQueryClient();
  // Renewals buy tickets while the player is away: a saved My Tickets list predates them.
  const updated = query.dataUpdatedAt;
  useEffect(() => {
    if (updated > 0) void client.invalidateQueries({ queryKey: ticketsKeys.lists() });
  }, [updated, client]);
  return (
    <NarrowPage>
      <h1>{t('renewals.title')}</h1>
      <QueryState
        query={query}
        errorText={t('renewals.loadFailed')}
        retryText={t('renewals.retry')}
        isEmpty={() => renewals.length === 0}
        emptyText={t('renewals.empty')}
      >
        <List>
          {renewals.map((r) => (
            <StackCard as="li" key={r.drawId}>
              <h2>{t('renewals.draw', { date: formatDrawDate(r.drawDateTime, i18n.language) })}</h2>
              <Facts>
                <dt>{t('renewals.result')}</dt>
                <dd>
                  {r.status === 'SKIPPED' && r.reason
                    ? t(`renewals.reason.${r.reason}`)
                    : t(`renewals.status.${r.status}`)}
                </dd>
                <dt>{t('renewals.charged')}</dt>
                <dd>
                  <bdi>{tc('money.iqd', { amount: formatIqd(r.charged) })}</bdi>
                </dd>
                {r.ticketId !== null ? (
                  <>
                    <dt>{t('renewals.ticket')}</dt>
                    <dd>
                      <RenewalResult ticketId={r.ticketId} />
                    </dd>
                  </>
                ) : null}
              </Facts>
            </StackCard>
          ))}
        </List>
      </QueryState>
      <Link to={PATHS.subscriptions}>{t('renewals.back')}</Link>
    </NarrowPage>
  );
}
