import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS } from '@/lib/navigation';

const Styled = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-block-size: 44px;
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** One tap to the responsible-play page (limits are the second tap), from My Funds and Settings. */
export function ResponsiblePlayLink({ section }: { section?: 'deposit' | 'spending' }) {
  const { t } = useTranslation('responsible');
  const to = section ? `${PATHS.responsiblePlay}#${section}-limits` : PATHS.responsiblePlay;
  return <Styled to={to}>{t('link')}</Styled>;
}
