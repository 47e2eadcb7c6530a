import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { NavigationLinkGroup } from '@/lib/api/types';
import { cmsRoutePath } from '@/lib/navigation';

const Nav = styled.nav`
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: block;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-inline-start: 3px solid transparent;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  a[aria-current='page'] {
    border-inline-start-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

interface SideNavProps {
  group: NavigationLinkGroup;
  currentDocumentId: string;
}

/** The parent group's pages (by their order), the current one marked with aria-current. */
export function SideNav({ group, currentDocumentId }: SideNavProps) {
  const { t } = useTranslation('content');
  const pages = [...(group.contentPages ?? [])]
    .sort((a, b) => a.order - b.order)
    .flatMap((page) => {
      const path = cmsRoutePath(page.url);
      return path ? [{ ...page, path }] : [];
    });
  if (pages.length === 0) return null;
  const headingId = `side-nav-${group.documentId}`;
  return (
    <Nav aria-label={t('page.sectionNav', { section: group.linkText })}>
      <h2 id={headingId}>{group.linkText}</h2>
      <ul aria-labelledby={headingId}>
        {pages.map((page) => (
          <li key={page.documentId}>
            <Link
              to={page.path}
              aria-current={page.documentId === currentDocumentId ? 'page' : undefined}
            >
              {page.linkText}
            </Link>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
