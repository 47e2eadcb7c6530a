import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import type { NewsArticle } from '@/lib/api/types';
import { NewsCard } from './news-card';

/** The CMS's news image sizes (fixtures/cms/generate-images.sh): article 1100x615, thumbnail 600x250. */
const ARTICLE_IMAGE = { width: 1100, height: 615 };
const THUMBNAIL = { width: 600, height: 250 };

const placeholder = (n: number): NewsArticle =>
  ({ documentId: `placeholder-${n}`, title: '\u00a0' }) as NewsArticle;

interface NewsSkeletonProps {
  /** Cards as the list will show them: the first large or all as rows on mobile. */
  layout: 'latest' | 'rows';
  count: number;
  /** The list the cards go into (the page's own CardList), so spacing matches. */
  List: ComponentType<{ children: ReactNode }>;
}

/** News cards at their final size while the list loads, announced once as loading. */
export function NewsSkeleton({ layout, count, List }: NewsSkeletonProps) {
  const { t } = useTranslation('content');
  const items = Array.from({ length: count }, (_, index) => placeholder(index));
  const [first, ...rest] = items;
  return (
    <div role="status" aria-busy="true">
      <span className="visually-hidden">{t('page.loading')}</span>
      <Skeleton>
        {layout === 'latest' && first && (
          <NewsCard article={first} variant="main" placeholder={ARTICLE_IMAGE} />
        )}
        <List>
          {(layout === 'latest' ? rest : items).map((article) => (
            <li key={article.documentId}>
              <NewsCard article={article} rowOnMobile={layout === 'rows'} placeholder={THUMBNAIL} />
            </li>
          ))}
        </List>
      </Skeleton>
    </div>
  );
}
