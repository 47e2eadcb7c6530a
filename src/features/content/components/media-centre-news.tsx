import { PATHS } from '@/lib/navigation';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useOnline } from '@/lib/network';
import { useLatestNews, useTopNews } from '@/entities/content/use-content';
import { NewsCard } from './news-card';
import { CONTENT_DESKTOP, SectionTitle } from './page-layout';
import { NewsSkeleton } from './news-skeleton';

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};

  ${CONTENT_DESKTOP} {
    display: grid;
    grid-template-columns: 2fr 1fr;
    gap: ${({ theme }) => theme.space(8)};
  }
`;

const Divider = styled.hr`
  width: 100%;
  border: 0;
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  margin: 0;

  ${CONTENT_DESKTOP} {
    display: none;
  }
`;

const CardList = styled.ul<{ $columns: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;

  /* Cards of one row share its height. */
  li > a {
    height: 100%;
  }
  gap: ${({ theme }) => theme.space(4)};

  ${CONTENT_DESKTOP} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, 1fr);
  }
`;

const MoreLink = styled(Link)`
  display: inline-block;
  margin-block-start: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** The lists' own spacing, for the skeletons too. */
function LatestList({ children }: { children: ReactNode }) {
  return (
    <CardList $columns={2} style={{ marginBlockStart: 16 }}>
      {children}
    </CardList>
  );
}
function TopList({ children }: { children: ReactNode }) {
  return <CardList $columns={1}>{children}</CardList>;
}

/** Cards the CMS's single types hold: the latest news (first large) and the top 3. */
const LATEST_COUNT = 5;
const TOP_COUNT = 3;

/** The media centre's two blocks: latest news (first card large) and the top 3 of all news. */
export function MediaCentreNews() {
  const { t } = useTranslation('content');
  const latest = useLatestNews();
  const top = useTopNews();
  const online = useOnline();
  const latestId = useId();
  const allId = useId();
  const [main, ...others] = latest.data ?? [];

  return (
    <Layout>
      <section aria-labelledby={latestId}>
        <SectionTitle id={latestId}>{t('news.latest')}</SectionTitle>
        {latest.isPending && (
          <NewsSkeleton layout="latest" count={LATEST_COUNT} List={LatestList} />
        )}
        {latest.isSuccess && !main && <p>{t(online ? 'news.empty' : 'news.offline')}</p>}
        {main && <NewsCard article={main} variant="main" eager />}
        {others.length > 0 && (
          <LatestList>
            {others.map((article) => (
              <li key={article.documentId}>
                <NewsCard article={article} />
              </li>
            ))}
          </LatestList>
        )}
      </section>
      <Divider />
      <section aria-labelledby={allId}>
        <SectionTitle id={allId}>{t('news.all')}</SectionTitle>
        {top.isPending ? (
          <NewsSkeleton layout="rows" count={TOP_COUNT} List={TopList} />
        ) : (
          <TopList>
            {(top.data ?? []).map((article) => (
              <li key={article.documentId}>
                <NewsCard article={article} rowOnMobile />
              </li>
            ))}
          </TopList>
        )}
        <MoreLink to={PATHS.news}>{t('news.viewAll')}</MoreLink>
      </section>
    </Layout>
  );
}
