import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CharityContribution } from '@/lib/api/types';
import { PATHS } from '@/lib/navigation';
import { useCharityContribution } from '../queries';
import { CharityBoundary } from './charity-boundary';
import { isolatedIqd } from './isolate';

const Line = styled.p`
  margin: 0;
  a {
    margin-inline-start: ${({ theme }) => theme.space(1)};
  }
`;

function ContributionText({ contribution }: { contribution: CharityContribution }) {
  const { t } = useTranslation('charity');
  return (
    <Line data-testid="charity-contribution">
      {t('contribution', { amount: isolatedIqd(contribution.goodCauses) })}
      <Link to={PATHS.causes}>{t('whereItGoes')}</Link>
    </Line>
  );
}

/** "Your tickets gave X IQD to good causes this year", as the backend counts the player's purchases. */
export function YourContribution() {
  const contribution = useCharityContribution();
  if (!contribution) return null;
  return (
    <CharityBoundary>
      <ContributionText contribution={contribution} />
    </CharityBoundary>
  );
}
