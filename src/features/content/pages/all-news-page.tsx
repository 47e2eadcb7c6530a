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
      {news.isPending && <PageSkeleton />}
      {news.isSuccess && articles.length === 0 && (
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
