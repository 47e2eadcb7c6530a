import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Muted } from './status-text';
import { LoadStatus } from './load-status';

/** What QueryState reads of a React Query result (useQuery or useInfiniteQuery). */
interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** While pending: a placeholder at the content's final size; a spinner when omitted. */
  loading?: ReactNode;
  /** A grey block this tall (CSS length) while pending, when there is no placeholder. */
  skeletonSize?: string;
  /** Says what failed (an alert); a retry button refetches. */
  errorText?: ReactNode;
  retryText?: ReactNode;
  /** A whole error view of its own (not found vs failed), instead of errorText and retry. */
  error?: ReactNode;
  /** The data is there but holds nothing: `emptyText` (or a whole `empty` view) shows instead. */
  isEmpty?: (data: T) => boolean;
  emptyText?: ReactNode;
  empty?: ReactNode;
  /** The content, shown once there is data (still shown beside a failed refetch's retry). */
  children?: ReactNode | ((data: T) => ReactNode);
}

const Block = styled.div<{ $size: string }>`
  block-size: ${({ $size }) => $size};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.border};
`;

/** The one loading / error-with-retry / empty / content switch for a list or page. */
export function QueryState<T>(props: QueryStateProps<T>) {
  const { query, children, isEmpty } = props;
  const { t } = useTranslation();
  const { data } = query;
  const empty = data !== undefined && isEmpty?.(data) === true;
  const skeleton = props.skeletonSize ? (
    <Block role="status" aria-label={t('app.loading')} $size={props.skeletonSize} />
  ) : undefined;
  return (
    <>
      {query.isError && props.error ? (
        props.error
      ) : (
        <LoadStatus
          loading={query.isPending}
          failed={query.isError}
          onRetry={() => void query.refetch()}
          loadingView={props.loading ?? skeleton}
          errorText={props.errorText}
          retryText={props.retryText}
        />
      )}
      {empty &&
        (props.empty ?? (props.emptyText !== undefined && <Muted>{props.emptyText}</Muted>))}
      {data !== undefined && !empty && (typeof children === 'function' ? children(data) : children)}
    </>
  );
}
