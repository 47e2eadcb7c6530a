import { PATHS } from '@/lib/navigation';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useNavigationLinks } from '@/entities/content/use-content';
import { useCharitySplit } from '@/entities/charity';
import { LanguageChoice } from '../components/language-choice';
import { PageContainer, PageTitle, SectionTitle } from '../components/page-layout';
import { buildMoreSections, type MoreLink } from '../utils/more-links';

const Section = styled.section`
  margin-block-end: ${({ theme }) => theme.space(6)};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};

  li + li {
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }
  a {
    display: flex;
    justify-content: space-between;
    align-items: center;
    min-height: 48px;
    padding-inline: ${({ theme }) => theme.space(4)};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  /* A chevron pointing along the reading direction; hidden from the link's accessible name. */
  a > span[aria-hidden] {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  [dir='rtl'] & a > span[aria-hidden] {
    display: inline-block;
    transform: scaleX(-1);
  }
`;

const Panel = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

function EntryLink({ link }: { link: MoreLink }) {
  if (link.external) {
    return (
      <a href={link.to} target="_blank" rel="noopener noreferrer">
        {link.label}
        <span aria-hidden="true">›</span>
      </a>
    );
  }
  return (
    <Link to={link.to}>
      {link.label}
      <span aria-hidden="true">›</span>
    </Link>
  );
}

/** /more: results, media centre, the CMS's groups and pages, legal pages and the language. */
export default function MorePage() {
  const { t } = useTranslation(['content', 'common']);
  const navigation = useNavigationLinks();
  // The causes page is listed only where the backend offers the charity calls.
  const charity = useCharitySplit();
  const languageId = useId();
  const sections = buildMoreSections(
    {
      id: 'general',
      title: t('more.general'),
      links: [
        { to: PATHS.results, label: t('more.results') },
        { to: PATHS.mediaCenter, label: t('more.mediaCentre') },
        ...(charity ? [{ to: PATHS.causes, label: t('common:titles.causes') }] : []),
      ],
    },
    navigation.data ?? [],
    {
      id: 'legal',
      title: t('more.legal'),
      links: [
        { to: PATHS.terms, label: t('more.terms') },
        { to: PATHS.privacy, label: t('more.privacy') },
      ],
    },
  );

  return (
    <PageContainer style={{ maxWidth: 720 }}>
      <PageTitle>{t('more.title')}</PageTitle>
      {sections.map((section) => (
        <Section key={section.id} aria-labelledby={`more-${section.id}`}>
          <SectionTitle id={`more-${section.id}`}>{section.title}</SectionTitle>
          <List>
            {section.links.map((link) => (
              <li key={link.to}>
                <EntryLink link={link} />
              </li>
            ))}
          </List>
        </Section>
      ))}
      <Section aria-labelledby={languageId}>
        <SectionTitle id={languageId}>{t('more.language')}</SectionTitle>
        <Panel>
          <LanguageChoice labelledBy={languageId} />
        </Panel>
      </Section>
    </PageContainer>
  );
}
