import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CharitySplit } from '@/lib/api/charity/split';
import { PATHS } from '@/lib/navigation';
import { useCharitySplit } from '../queries';
import { CharityBoundary } from './charity-boundary';
import { isolatedPercent } from './isolate';

const Line = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    margin-inline-start: ${({ theme }) => theme.space(1)};
  }
`;

function PlayLineText({ split }: { split: CharitySplit }) {
  const { t } = useTranslation('charity');
  return (
    <Line data-testid="charity-play-line">
      {t('playLine', { percent: isolatedPercent(split.goodCausesBps) })}
      <Link to={PATHS.causes}>{t('whereItGoes')}</Link>
    </Line>
  );
}

/** The play page's one line: the good-causes share of every ticket and a link to the causes. */
export function CharityPlayLine() {
  const split = useCharitySplit();
  if (!split) return null;
  return (
    <CharityBoundary>
      <PlayLineText split={split} />
    </CharityBoundary>
  );
}
