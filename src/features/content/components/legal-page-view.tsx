import { RichText } from '@/components/rich-text';
import { QueryState } from '@/components/ui/query-state';
import { useLegalPage } from '@/entities/content/use-content';
import { Card, ReadingContainer, PageTitle } from './page-layout';
import { PageSkeleton } from './page-skeleton';
import { PageStatus } from './page-status';

/** Privacy and terms: the CMS title and its rich text, in the shared prose style. */
export function LegalPageView({ kind }: { kind: 'privacy' | 'terms' }) {
  const page = useLegalPage(kind);
  return (
    <ReadingContainer>
      <QueryState
        query={page}
        loading={<PageSkeleton />}
        error={<PageStatus error={page.error} onRetry={() => void page.refetch()} />}
      >
        {(data) => (
          <>
            <PageTitle>{data.title}</PageTitle>
            <Card>
              <RichText markdown={data.content} />
            </Card>
          </>
        )}
      </QueryState>
    </ReadingContainer>
  );
}
