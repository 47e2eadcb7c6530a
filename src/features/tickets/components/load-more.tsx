import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface LoadMoreProps {
  loading: boolean;
  onLoadMore: () => void;
}

/**
 * Infinite scroll: loads the next page when this comes into view (IntersectionObserver), with a
 * "Load more" button for keyboards and browsers without the observer.
 */
export function LoadMore({ loading, onLoadMore }: LoadMoreProps) {
  const { t } = useTranslation('tickets');
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });

  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: '200px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref}>
      <Button type="button" $variant="secondary" $block disabled={loading} onClick={onLoadMore}>
        {loading ? t('loading') : t('loadMore')}
      </Button>
    </div>
  );
}
