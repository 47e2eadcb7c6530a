import type { ReactNode } from 'react';
import { Button } from './button';

interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** "Load more" under a paged list: shown while there is a next page, off while it loads. */
export function LoadMoreButton({ query, children }: { query: PagedQuery; children: ReactNode }) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      type="button"
      $variant="secondary"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {children}
    </Button>
  );
}
