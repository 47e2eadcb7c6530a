import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { showDialog } from '@/lib/alerts';
import { storage, STORAGE_KEYS } from '@/lib/storage';
import { confirmEmail } from '../api/confirm-email';
import { confirmedDialog, notConfirmedDialog } from '../utils/email-confirmation';

const QUERY_KEY = 'activationId';

/**
 * Confirms an email from the link's `activationId` query, on any page (section 4). An id equal
 * to the stored one was handled already (a reload, a back navigation) and is ignored. Renders
 * nothing: the outcome is a dialog.
 */
export function EmailConfirmationHandler() {
  const [params, setParams] = useSearchParams();
  const activationId = params.get(QUERY_KEY);

  useEffect(() => {
    if (!activationId || activationId === storage.get(STORAGE_KEYS.activationId)) return;
    // Stored before the call, so a second effect run (StrictMode, re-render) never sends it twice.
    storage.set(STORAGE_KEYS.activationId, activationId);
    confirmEmail(activationId)
      .then((answer) => showDialog(confirmedDialog(answer?.message)))
      .catch(() => showDialog(notConfirmedDialog()));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(QUERY_KEY);
        return next;
      },
      { replace: true },
    );
  }, [activationId, setParams]);

  return null;
}
