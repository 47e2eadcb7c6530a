import styled from 'styled-components';
import { DataSaverNote } from '@/components/ui/data-saver-note';
import { QueryState } from '@/components/ui/query-state';
import { useContentPage, useNavigationLinks } from '@/entities/content/use-content';
import { ContentBlocks } from '../components/content-blocks';
import { MediaCentreNews } from '../components/media-centre-news';
import { Card, CONTENT_DESKTOP, PageContainer, PageTitle } from '../components/page-layout';
import { PageSkeleton } from '../components/page-skeleton';
import { PageStatus } from '../components/page-status';
import { SideNav } from '../components/side-nav';
import { StoreButtons } from '../components/store-buttons';
import { APP_PAGE_URL, isPageUrl, MEDIA_CENTRE_URL } from '../utils/stores';

const Columns = styled.div<{ $withSide: boolean }>`
  display: block;

  ${CONTENT_DESKTOP} {
    display: ${({ $withSide }) => ($withSide ? 'grid' : 'block')};
    grid-template-columns: 260px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(8)};
    align-items: start;
  }
`;

/** Desktop only (section 2): below the content breakpoint the side column is gone. */
const Side = styled.aside`
  display: none;

  ${CONTENT_DESKTOP} {
    display: block;
    position: sticky;
    top: ${({ theme }) => theme.space(4)};
  }
`;

export interface ContentPageProps {
  documentId: string;
  parentDocumentId?: string;
  /** The route's search string (the adapter reads `preview` from the address itself). */
  search?: string;
}

/** A CMS content page: title, then its text and image blocks, with the section's pages beside. */
export default function ContentPage({ documentId, parentDocumentId }: ContentPageProps) {
  const page = useContentPage(documentId);
  const navigation = useNavigationLinks();
  const group = navigation.data?.find((g) => g.documentId === parentDocumentId);

  return (
    <PageContainer>
      <Columns $withSide={!!group?.contentPages?.length}>
        {group?.contentPages?.length ? (
          <Side>
            <SideNav group={group} currentDocumentId={documentId} />
          </Side>
        ) : null}
        <div>
          <QueryState
            query={page}
            loading={<PageSkeleton />}
            error={<PageStatus error={page.error} onRetry={() => void page.refetch()} />}
          >
            {page.data && (
              <>
                <PageTitle>{page.data.title}</PageTitle>
                <DataSaverNote />
                <Card as="article">
                  <ContentBlocks blocks={page.data.content ?? []} title={page.data.title} />
                  {isPageUrl(page.data.url, APP_PAGE_URL) && <StoreButtons />}
                </Card>
                {isPageUrl(page.data.url, MEDIA_CENTRE_URL) && <MediaCentreNews />}
              </>
            )}
          </QueryState>
        </div>
      </Columns>
    </PageContainer>
  );
}
