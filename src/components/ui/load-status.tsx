import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { ErrorText, Muted } from './status-text';
import { Spinner } from './spinner';

export interface LoadStatusProps {
  loading: boolean;
  failed: boolean;
  /** Asks again; without it the failure shows no retry button. */
  onRetry?: () => void;
  /** While loading: a placeholder at the content's final size, or a line of text; a spinner otherwise. */
  loadingView?: ReactNode;
  loadingText?: ReactNode;
  /** Says what failed (an alert). */
  errorText?: ReactNode;
  retryText?: ReactNode;
  /** Inside a sentence or a form group: the retry is a link-styled button after the text. */
  inline?: boolean;
}

/**
 * The one loading / failed-with-retry block, for anything that loads: a query (through
 * QueryState), a paged list, a set of queries a screen combines.
 */
export function LoadStatus(props: LoadStatusProps) {
  const { t } = useTranslation();
  const retryText = props.retryText ?? t('actions.tryAgain');
  if (props.failed) {
    const retry = props.onRetry ? (
      <Button type="button" $variant={props.inline ? 'link' : 'secondary'} onClick={props.onRetry}>
        {retryText}
      </Button>
    ) : null;
    return props.inline ? (
      <ErrorText role="alert">
        {props.errorText} {retry}
      </ErrorText>
    ) : (
      <>
        <ErrorText role="alert">{props.errorText}</ErrorText>
        {retry}
      </>
    );
  }
  if (!props.loading) return null;
  if (props.loadingView !== undefined) return <>{props.loadingView}</>;
  if (props.loadingText !== undefined) return <Muted role="status">{props.loadingText}</Muted>;
  return <Spinner label={t('app.loading')} />;
}
