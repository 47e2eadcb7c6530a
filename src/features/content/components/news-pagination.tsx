import { PATHS } from '@/lib/navigation';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Nav = styled.nav`
  margin-block-start: ${({ theme }) => theme.space(8)};

  ul {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    padding-inline: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primaryStrong};
    border-color: ${({ theme }) => theme.colors.primaryStrong};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Arrow = styled.span`
  [dir='rtl'] & {
    display: inline-block;
    transform: scaleX(-1);
  }
`;

interface NewsPaginationProps {
  page: number;
  pages: number;
}

const href = (page: number) => (page === 1 ? PATHS.news : `${PATHS.news}?page=${page}`);

/** Page links for All News (`?page=n`); the current page has aria-current. */
export function NewsPagination({ page, pages }: NewsPaginationProps) {
  const { t } = useTranslation('content');
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  return (
    <Nav aria-label={t('news.pagination')}>
      <ul>
        {page > 1 && (
          <li>
            <Link to={href(page - 1)} aria-label={t('news.previous')} rel="prev">
              <Arrow aria-hidden="true">‹</Arrow>
            </Link>
          </li>
        )}
        {numbers.map((n) => (
          <li key={n}>
            <Link
              to={href(n)}
              aria-label={t('news.page', { page: n })}
              aria-current={n === page ? 'page' : undefined}
            >
              {n}
            </Link>
          </li>
        ))}
        {page < pages && (
          <li>
            <Link to={href(page + 1)} aria-label={t('news.next')} rel="next">
              <Arrow aria-hidden="true">›</Arrow>
            </Link>
          </li>
        )}
      </ul>
    </Nav>
  );
}
