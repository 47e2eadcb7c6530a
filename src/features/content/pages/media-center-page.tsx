import { useTranslation } from 'react-i18next';
import { MediaCentreNews } from '../components/media-centre-news';
import { PageContainer, PageTitle } from '../components/page-layout';

/** /media_center: latest news and the top 3 of all news, with a link to all news. */
export default function MediaCenterPage() {
  const { t } = useTranslation('content');
  return (
    <PageContainer>
      <PageTitle>{t('more.mediaCentre')}</PageTitle>
      <MediaCentreNews />
    </PageContainer>
  );
}
