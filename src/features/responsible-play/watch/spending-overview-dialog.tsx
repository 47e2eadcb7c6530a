import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Dialog } from '@/components/ui/dialog';
import { api } from '@/lib/api';
import { formatIqd } from '@/lib/format';
import { PATHS } from '@/lib/navigation';
import type { SpendingOverview } from '@/lib/api/types';
import { responsiblePlayKeys, useSpendingOverview } from '@/entities/responsible-play';
import { useDateTime } from '@/entities/responsible-play/ui/use-date-time';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
  /* The dialog centres its text; figures read as a table, names at the start. */
  text-align: start;
  dd {
    margin: 0;
    text-align: end;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Limits = styled.ul`
  margin: 0;
  text-align: start;
  padding-inline-start: ${({ theme }) => theme.space(4)};
`;

/** Net with its sign, the amount isolated so an RTL line keeps "−4,000" together. */
const signed = (net: number) => `${net > 0 ? '+' : net < 0 ? '−' : ''}${formatIqd(Math.abs(net))}`;

/**
 * The spending overview at login (decision 0283): when the backend says it is due, the deposits,
 * spend, wins and net since the player last saw it, against their limits. Seen (OK, or on the way
 * to change how often) starts the next period on the backend.
 */
export function SpendingOverviewDialog() {
  const { t } = useTranslation('responsible');
  const navigate = useNavigate();
  const dateTime = useDateTime();
  const client = useQueryClient();
  const { data } = useSpendingOverview();
  const seen = useMutation({
    mutationFn: () => api.markSpendingOverviewSeen(),
    onSuccess: (next: SpendingOverview) =>
      client.setQueryData(responsiblePlayKeys.overview(), next),
  });
  if (!data?.due || seen.isPending || seen.isSuccess) return null;
  const rows = [
    ['deposits', data.deposits],
    ['spent', data.spent],
    ['won', data.won],
  ] as const;
  return (
    <Dialog
      kind="info"
      image={null}
      title={t('overview.title')}
      text={t('overview.period', { from: dateTime(data.from), to: dateTime(data.to) })}
      primaryLabel={t('overview.ok')}
      secondaryLabel={t('overview.change')}
      onClose={() => seen.mutate()}
      onSecondary={() => {
        seen.mutate();
        navigate(`${PATHS.responsiblePlay}#spending-overview`);
      }}
    >
      <Figures>
        {rows.map(([key, amount]) => (
          <Fragment key={key}>
            <dt>{t(`overview.${key}`)}</dt>
            <dd>
              <bdi>{t('overview.iqd', { amount: formatIqd(amount) })}</bdi>
            </dd>
          </Fragment>
        ))}
        <dt>{t('overview.net')}</dt>
        <dd>
          <bdi>{t('overview.iqd', { amount: signed(data.net) })}</bdi>
        </dd>
      </Figures>
      {data.limits.length > 0 ? (
        <Limits aria-label={t('overview.limitsTitle')}>
          {data.limits.map((l) => (
            <li key={`${l.kind}-${l.period}`}>
              {t(`overview.limit.${l.kind}_${l.period}`, {
                used: formatIqd(l.used),
                amount: formatIqd(l.amount),
              })}
            </li>
          ))}
        </Limits>
      ) : (
        <p>{t('overview.noLimits')}</p>
      )}
    </Dialog>
  );
}
