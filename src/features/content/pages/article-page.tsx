import { PATHS } from '@/lib/navigation';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { RichText } from '@/components/rich-text';
import { DataSaverNote } from '@/components/ui/data-saver-note';
import { SaverImage } from '@/components/ui/saver-image';
import { mediaUrl } from '@/lib/api/media';
import { QueryState } from '@/components/ui/query-state';
import { useNewsArticle } from '@/entities/content/use-content';
import { Card, ReadingContainer, PageTitle } from '../components/page-layout';
import { PageSkeleton } from '../components/page-skeleton';
import { PageStatus } from '../components/page-status';
import { localAlt } from '../utils/local-alt';

const Hero = styled(SaverImage)`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.md};
  margin-block-end: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.border};
`;

const Back = styled(Link)`
  display: inline-block;
  margin-block-start: ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.primaryStrong};
`;

/** /media_center_article?id=: the article's picture, title and content (video in place). */
export default function ArticlePage() {
  const { t, i18n } = useTranslation('content');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const article = useNewsArticle(id);

  // Section 2: the page opens at the top (a card may have been clicked far down a list).
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [id]);

  if (!id) return <PageStatus error={null} />;
  const image = article.data?.articleImg ?? article.data?.thumbnailImg;
  const src = mediaUrl(image?.url);

  return (
    <ReadingContainer>
      <QueryState
        query={article}
        loading={<PageSkeleton />}
        error={<PageStatus error={article.error} onRetry={() => void article.refetch()} />}
      >
        {article.data && (
          <Card as="article">
            {src && (
              <Hero
                src={src}
                alt={localAlt(image?.alternativeText, i18n.language, article.data.title)}
                width={image?.width || 1100}
                height={image?.height || 615}
              />
            )}
            <PageTitle>{article.data.title}</PageTitle>
            <DataSaverNote />
            <RichText
              markdown={article.data.content}
              videoUrl={article.data.videoURL}
              videoTitle={t('article.video', { title: article.data.title })}
            />
          </Card>
        )}
      </QueryState>
      <Back to={PATHS.mediaCenter}>{t('article.back')}</Back>
    </ReadingContainer>
  );
}
