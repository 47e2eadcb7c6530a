import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS } from '@/lib/navigation';
import { useRiskStatus } from '../risk';

const Box = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.primaryStrong};
  background: ${({ theme }) => theme.colors.primarySoft};
  border-radius: ${({ theme }) => theme.radii.md};
  h2,
  p,
  ul {
    margin: 0;
  }
  ul {
    padding-inline-start: ${({ theme }) => theme.space(5)};
  }
`;

const Tools = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  && {
    padding: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-block-size: 44px;
    padding-inline: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const TOOLS = [
  { hash: 'deposit-limits', label: 'care.limits' },
  { hash: 'time-out', label: 'care.timeOut' },
  { hash: 'self-exclusion', label: 'care.selfExclusion' },
] as const;

/**
 * The message a player at risk gets (decision 0286): what the backend saw, and the tools one tap
 * away. Shown only when the backend says so; nothing when it does not offer the call.
 */
export function CareMessage() {
  const { t } = useTranslation('responsible');
  const risk = useRiskStatus();
  if (!risk?.atRisk) return null;
  return (
    <Box aria-labelledby="care-message-title" data-testid="care-message">
      <h2 id="care-message-title">{t('care.title')}</h2>
      <p>{t('care.text')}</p>
      {risk.signals.length > 0 ? (
        <ul aria-label={t('care.seen')}>
          {risk.signals.map((signal) => (
            <li key={signal}>{t(`care.signals.${signal}`)}</li>
          ))}
        </ul>
      ) : null}
      <p>{t('care.noPromotions')}</p>
      <Tools aria-label={t('care.tools')}>
        {TOOLS.map(({ hash, label }) => (
          <li key={hash}>
            <Link to={`${PATHS.responsiblePlay}#${hash}`}>{t(label)}</Link>
          </li>
        ))}
      </Tools>
    </Box>
  );
}
