import type { ApiError } from '@/lib/api/errors';
import { showAlert } from './alert-store';
import { errorMessage } from './error-message';

/** The generic alert of section 8 for a failed call. */
export function showErrorAlert(error: ApiError): number {
  return showAlert({
    kind: 'error',
    title: { key: 'errors:genericTitle' },
    message: errorMessage(error),
  });
}
