import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { StackCard } from '@/components/ui/card';
import { charityYearQuery, useCharitySplit } from '@/entities/charity';
import { isolate, isolatedIqd } from '@/entities/charity/ui';
import { SPLIT_PARTS } from '@/lib/api/charity/split';

const Parts = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space(5)};
`;

/**
 * The backend's split of every ticket and what this year's draws raised so far (its `total`).
 * Without the charity calls (404) or with an unreadable answer, the card is not shown at all.
 */
export function SplitSummary({ year }: { year: string }) {
  const { t } = useTranslation('charity');
  const split = useCharitySplit();
  const raised = useQuery(charityYearQuery(year)).data ?? null;
  if (!split) return null;
  return (
    <StackCard aria-labelledby="charity-split" data-testid="charity-split">
      <h2 id="charity-split">{t('page.split')}</h2>
      <Parts>
        {SPLIT_PARTS.map((part) => (
          <li key={part}>
            {t(`page.${part}`, { percent: isolate(String(split[`${part}Bps`] / 100)) })}
          </li>
        ))}
      </Parts>
      {raised ? (
        <p data-testid="charity-year-raised">
          {t('page.yearRaised', { year: isolate(year), amount: isolatedIqd(raised.total) })}
        </p>
      ) : null}
    </StackCard>
  );
}
