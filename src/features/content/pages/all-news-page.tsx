import { useTranslation } from 'react-i18next';
import { DataSaverNote } from '@/components/ui/data-saver-note';
import { useSearchParams } from 'react-router-dom';
import { useOnline } from '@/lib/network';
import { useAllNews } from '@/entities/content/use-content';
import { NewsGrid } from '../components/news-grid';
import { NewsPagination } from '../components/news-pagination';
import { PageContainer, PageTitle } from '../components/page-layout';
import { PageSkeleton } from '../components/page-skeleton';
import { needsPagination, pageCount, pageSlice, parsePage } from '../utils/news-layout';

/** /news: every article, 10 per page (`?page=n`) when there are more than 10. */
export default function AllNewsPage() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const news = useAllNews();
  const online = useOnline();
  const articles = news.data ?? [];
  const page = parsePage(params.get('page'), articles.length);

  return (
    <PageContainer>
      <PageTitle>{t('news.all')}</PageTitle>
      <DataSaverNote />
      {/* Offline with nothing saved: said at once, not after a spinner that waits for the
          request to fail (issue 38); the saved list shows when there is one. */}
      {news.isPending && online && <PageSkeleton />}
      {articles.length === 0 && (news.isSuccess || !online) && (
        // Nothing saved and no connection: say what is missing, not "no news".
        <p>{t(online ? 'news.empty' : 'news.offline')}</p>
      )}
      {articles.length > 0 && (
        <NewsGrid articles={pageSlice(articles, page)} withLead={page === 1} />
      )}
      {needsPagination(articles.length) && (
        <NewsPagination page={page} pages={pageCount(articles.length)} />
      )}
    </PageContainer>
  );
}
