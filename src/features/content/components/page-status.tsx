import { PATHS } from '@/lib/navigation';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError } from '@/lib/api/errors';

const Box = styled.div`
  text-align: center;
  padding-block: ${({ theme }) => theme.space(12)};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Action = styled.button`
  font: inherit;
  border: 0;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primaryStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(6)}`};
`;

interface PageStatusProps {
  /** The query's error: a 404 shows "not found", anything else offers a retry. */
  error: unknown;
  onRetry?: () => void;
}

/** The not-found and failed states of a content page. */
export function PageStatus({ error, onRetry }: PageStatusProps) {
  const { t } = useTranslation('content');
  const notFound = !(error instanceof ApiError) || error.status === 404;
  return (
    <Box>
      <h1>{t(notFound ? 'page.notFoundTitle' : 'page.errorTitle')}</h1>
      <p>{t(notFound ? 'page.notFoundText' : 'page.errorText')}</p>
      {notFound || !onRetry ? (
        <Link to={PATHS.home}>{t('page.home')}</Link>
      ) : (
        <Action type="button" onClick={onRetry}>
          {t('page.retry')}
        </Action>
      )}
    </Box>
  );
}
