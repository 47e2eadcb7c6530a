import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Muted, NarrowPage } from '@/components/ui/layout';
import { QueryState } from '@/components/ui/query-state';
import { useResponsiblePlay } from '@/entities/responsible-play';
import { LimitsSection } from '../components/limits-section';
import { OverviewSection } from '../components/overview-section';
import { RealityCheckSection } from '../components/reality-check-section';
import { SelfExclusionSection } from '../components/self-exclusion-section';
import { SessionLimitSection } from '../components/session-limit-section';
import { TimeOutSection } from '../components/time-out-section';

/**
 * /responsible_play: limits, break, reality check, session length, spending overview and
 * self-exclusion. Without the backend
 * extension (404) only the spec's self-exclusion is shown.
 */
export default function ResponsiblePlayPage() {
  const { t } = useTranslation('responsible');
  const { hash } = useLocation();
  const query = useResponsiblePlay();
  const state = query.data;

  // "#deposit-limits" from My Funds or the deposit prompt: the second tap lands on the form.
  useEffect(() => {
    if (!state || !hash) return;
    document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [state, hash]);

  return (
    <NarrowPage>
      <h1>{t('title')}</h1>
      <Muted>{t('intro')}</Muted>
      <Muted>{t('independentDraws')}</Muted>
      <QueryState
        query={query}
        errorText={t('loadFailed')}
        retryText={t('retry')}
        isEmpty={(offered) => offered === null}
      >
        {(offered) =>
          offered && (
            <>
              <LimitsSection kind="DEPOSIT" state={offered} />
              <LimitsSection kind="SPENDING" state={offered} />
              <TimeOutSection state={offered} />
              <RealityCheckSection state={offered} />
            </>
          )
        }
      </QueryState>
      {state === null && <Muted role="status">{t('notOffered')}</Muted>}
      {/* Extensions of their own (decisions 0282, 0283): each hides itself on a 404. */}
      <SessionLimitSection />
      <OverviewSection />
      <SelfExclusionSection />
    </NarrowPage>
  );
}
