import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataSaverNote } from '@/components/ui/data-saver-note';
import { latestNewsQuery, topNewsQuery } from '@/entities/content/content-queries';
import { MediaCentreNews } from '../components/media-centre-news';
import { preloadMainNewsImage } from '../components/news-image';
import { PageContainer, PageTitle } from '../components/page-layout';

/** /media_center: latest news and the top 3 of all news, with a link to all news. */
export default function MediaCenterPage() {
  const { t } = useTranslation('content');
  return (
    <PageContainer>
      <PageTitle>{t('more.mediaCentre')}</PageTitle>
      <DataSaverNote />
      <MediaCentreNews />
    </PageContainer>
  );
}

/**
 * Opened on this page: the news load with the page chunk, and the main card's picture (the
 * largest paint) as soon as they arrive, without waiting for the first render.
 */
export function prefetch(client: QueryClient, language: string): void {
  void client.fetchQuery(latestNewsQuery(language)).then(
    ([main]) => main && preloadMainNewsImage(main),
    () => undefined,
  );
  void client.prefetchQuery(topNewsQuery(language));
}
