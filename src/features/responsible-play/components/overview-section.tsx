import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText, Muted, SuccessText } from '@/components/ui/layout';
import type { OverviewFrequency } from '@/lib/api/types';
import { useDateTime } from '@/entities/responsible-play/ui';
import { useSpendingOverview } from '@/entities/responsible-play';
import { useSetOverviewFrequency } from '../api/use-play-session-mutations';
import { Choices, Section } from './section';

const FREQUENCIES: readonly OverviewFrequency[] = ['DAY', 'WEEK', 'FORTNIGHT', 'MONTH'];

/**
 * How often the spending overview is shown at login (decision 0283), and when next. Hidden when
 * the backend does not offer it (404).
 */
export function OverviewSection() {
  const { t } = useTranslation('responsible');
  const dateTime = useDateTime();
  const { data: overview } = useSpendingOverview();
  const mutation = useSetOverviewFrequency();
  const [choosing, setChoosing] = useState<OverviewFrequency | null>(null);
  if (!overview) return null;
  const current = choosing ?? overview.frequency;
  return (
    <Section id="spending-overview" aria-labelledby="spending-overview-title">
      <h2 id="spending-overview-title">{t('overview.sectionTitle')}</h2>
      <p>{t('overview.sectionIntro')}</p>
      <Choices>
        <legend>{t('overview.legend')}</legend>
        {FREQUENCIES.map((frequency) => (
          <label key={frequency}>
            <input
              type="radio"
              name="spending-overview"
              value={frequency}
              checked={current === frequency}
              disabled={mutation.isPending}
              onChange={() => {
                setChoosing(frequency);
                mutation.mutate(frequency, { onSettled: () => setChoosing(null) });
              }}
            />
            {t(`overview.frequency.${frequency}`)}
          </label>
        ))}
      </Choices>
      <Muted>{t('overview.next', { date: dateTime(overview.nextAt) })}</Muted>
      {mutation.isSuccess && <SuccessText role="status">{t('overview.saved')}</SuccessText>}
      {mutation.isError && <ErrorText role="alert">{t('overview.failed')}</ErrorText>}
    </Section>
  );
}
