import { RichText } from '@/components/rich-text';
import { useLegalPage } from '../api/use-content';
import { Card, ReadingContainer, PageTitle } from './page-layout';
import { PageSkeleton } from './page-skeleton';
import { PageStatus } from './page-status';

/** Privacy and terms: the CMS title and its rich text, in the shared prose style. */
export function LegalPageView({ kind }: { kind: 'privacy' | 'terms' }) {
  const page = useLegalPage(kind);
  return (
    <ReadingContainer>
      {page.isPending && <PageSkeleton />}
      {page.isError && <PageStatus error={page.error} onRetry={() => void page.refetch()} />}
      {page.data && (
        <>
          <PageTitle>{page.data.title}</PageTitle>
          <Card>
            <RichText markdown={page.data.content} />
          </Card>
        </>
      )}
    </ReadingContainer>
  );
}
