import type { ReactNode } from 'react';
import { ErrorText, SuccessText } from '../status-text';

/**
 * What the backend said about a submitted form: a success in a live status region (present from
 * the start, so screen readers announce it) or a refusal as an alert. Falsy values show nothing.
 */
export function FormOutcome({ success, error }: { success?: ReactNode; error?: ReactNode }) {
  return (
    <>
      <div role="status">{success ? <SuccessText>{success}</SuccessText> : null}</div>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </>
  );
}
