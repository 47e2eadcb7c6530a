import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StackCard } from '@/components/ui/card';
import { Muted, NarrowPage } from '@/components/ui/layout';
import { formatDrawDate } from '@/lib/format';
import { matchOdds } from '@/lib/lottery/odds';
import { DEFAULT_PICK_RULES } from '@/lib/lottery/pick-rules';
import { PATHS } from '@/lib/navigation';
import { ticketTypeQueryOptions, useJackpot } from '@/entities/game';
import { useDrawResults, useDrawWinnings } from '@/entities/results';
import { OddsTable, oneInText } from '../components/odds-table';
import { oddsRows } from '../odds-rows';

/**
 * Honest odds (decision 0220): each rank's chance per grid computed from the game's rules, the
 * prize of each rank as the backend paid it in the latest draw, the chance of any prize, and that
 * every draw is independent.
 */
export default function OddsPage() {
  const { t, i18n } = useTranslation('odds');
  const type = useQuery(ticketTypeQueryOptions()).data;
  const rules = type ?? DEFAULT_PICK_RULES;
  const latest = useDrawResults().data?.[0];
  const winnings = useDrawWinnings(latest?.drawId);
  const { info } = useJackpot();
  const { rows, any } = oddsRows(rules, winnings.data?.ranks ?? []);
  const total = matchOdds(
    rules.numbersToPick,
    rules.numbersToPick,
    rules.numbersToPick,
    rules.highestNumber,
  ).total;

  return (
    <NarrowPage $maxWidth={960}>
      <h1>{t('title')}</h1>
      <p>
        {t('intro', {
          picked: rules.numbersToPick,
          highest: rules.highestNumber,
          total: oneInText(total),
        })}
      </p>
      <StackCard aria-labelledby="odds-ranks">
        <h2 id="odds-ranks">{t('ranksTitle')}</h2>
        {rows.length > 0 && winnings.data ? (
          <>
            <OddsTable
              rows={rows}
              picked={rules.numbersToPick}
              jackpot={info?.jackpotValue ?? null}
            />
            <Muted>
              {t('prizesFrom', { date: formatDrawDate(winnings.data.drawDate, i18n.language) })}
            </Muted>
            {any && (
              <p data-testid="any-prize">
                <strong>{t('anyPrize', { value: oneInText(any.oneIn) })}</strong>
              </p>
            )}
          </>
        ) : (
          <>
            <Muted role="status">
              {winnings.isPending && winnings.fetchStatus !== 'idle' ? t('loading') : t('noPrizes')}
            </Muted>
            <p>{t('allNumbers', { picked: rules.numbersToPick, value: oneInText(total) })}</p>
          </>
        )}
      </StackCard>
      <StackCard aria-labelledby="odds-independent">
        <h2 id="odds-independent">{t('independentTitle')}</h2>
        <p data-testid="independent">{t('independent')}</p>
        <Link to={PATHS.responsiblePlay}>{t('responsibleLink')}</Link>
      </StackCard>
    </NarrowPage>
  );
}
