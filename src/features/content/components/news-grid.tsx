import styled from 'styled-components';
import type { NewsArticle } from '@/lib/api/types';
import { arrangeNews } from '../utils/news-layout';
import { NewsCard } from './news-card';
import { CONTENT_DESKTOP } from './page-layout';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;

  /* Cards of one row share its height. */
  li > a {
    height: 100%;
  }
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space(3)};

  ${CONTENT_DESKTOP} {
    grid-template-columns: repeat(3, 1fr);
    gap: ${({ theme }) => theme.space(6)};

    /* The lead takes two columns and two rows; the next two fill the third column beside it. */
    li[data-slot='lead'] {
      grid-column: span 2;
      grid-row: span 2;
    }
  }
`;

interface NewsGridProps {
  articles: readonly NewsArticle[];
  /** Only the first page opens with a large lead article. */
  withLead: boolean;
}

/**
 * All news: on desktop the first article large, the next two beside it, the rest in rows of 3;
 * below the content breakpoint a plain list.
 */
export function NewsGrid({ articles, withLead }: NewsGridProps) {
  const { lead, beside, rows } = arrangeNews(articles, withLead);
  const rest = [...beside, ...rows.flat()];
  return (
    <List>
      {lead && (
        <li data-slot="lead">
          <NewsCard article={lead} variant="main" eager rowOnMobile />
        </li>
      )}
      {rest.map((article, index) => (
        <li key={article.documentId} data-slot={index < beside.length ? 'beside' : 'row'}>
          <NewsCard article={article} eager={!lead && index === 0} rowOnMobile />
        </li>
      ))}
    </List>
  );
}
