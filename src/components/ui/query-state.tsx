import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from './button';
import { ErrorText, Muted } from './layout';
import { Spinner } from './spinner';

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
  const loadingText = t('app.loading');
  const { data } = query;
  const empty = data !== undefined && isEmpty?.(data) === true;
  return (
    <>
      {query.isPending &&
        (props.loading ??
          (props.skeletonSize ? (
            <Block role="status" aria-label={loadingText} $size={props.skeletonSize} />
          ) : (
            <Spinner label={loadingText} />
          )))}
      {query.isError &&
        (props.error ?? (
          <>
            <ErrorText role="alert">{props.errorText}</ErrorText>
            <Button type="button" $variant="secondary" onClick={() => void query.refetch()}>
              {props.retryText ?? t('actions.tryAgain')}
            </Button>
          </>
        ))}
      {empty &&
        (props.empty ?? (props.emptyText !== undefined && <Muted>{props.emptyText}</Muted>))}
      {data !== undefined && !empty && (typeof children === 'function' ? children(data) : children)}
    </>
  );
}
