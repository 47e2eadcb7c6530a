import { useTranslation } from 'react-i18next';
import type { LimitKind, LimitPeriod, ResponsiblePlayState } from '@/lib/api/types';
import { LimitRow } from './limit-row';
import { Section } from './section';

const PERIODS: readonly LimitPeriod[] = ['DAY', 'WEEK', 'MONTH'];

/** Deposit or spending limits: one row per period (24 hours, 7 days, 30 days). */
export function LimitsSection({ kind, state }: { kind: LimitKind; state: ResponsiblePlayState }) {
  const { t } = useTranslation('responsible');
  const id = kind === 'DEPOSIT' ? 'deposit-limits' : 'spending-limits';
  return (
    <Section id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {kind === 'DEPOSIT' ? t('limits.depositTitle') : t('limits.spendingTitle')}
      </h2>
      <p>{kind === 'DEPOSIT' ? t('limits.depositIntro') : t('limits.spendingIntro')}</p>
      {PERIODS.map((period) => (
        <LimitRow
          key={period}
          kind={kind}
          period={period}
          limit={state.limits.find((l) => l.kind === kind && l.period === period) ?? null}
        />
      ))}
    </Section>
  );
}
