import { useState } from 'react';
import type { TermsState } from '@/lib/api/types';
import { useTerms } from '../api/terms';

/**
 * How the cart asks for the terms (decision 0179): `checkbox` is the spec's own confirmation,
 * kept when the backend lacks the terms calls (404) or their answer is not known; with them,
 * `accepted` buys at once and `required` asks the player to read and accept the latest version
 * first; `checking` while the first answer is on its way.
 */
export type TermsMode = 'checking' | 'checkbox' | 'accepted' | 'required';

/** Why the terms dialog is open: the player asked, or the backend refused a purchase. */
export type TermsDialogReason = 'asked' | 'refused';

export function termsModeOf(data: TermsState | null | undefined, isPending: boolean): TermsMode {
  if (data === undefined && isPending) return 'checking';
  if (!data) return 'checkbox';
  return data.latestAccepted ? 'accepted' : 'required';
}

export interface TermsGate {
  mode: TermsMode;
  state: TermsState | null;
  /** The state is being asked again (after a refusal or an outdated version). */
  refreshing: boolean;
  dialog: TermsDialogReason | null;
  /** The player accepted in this visit: the cart says so until the purchase. */
  acceptedNow: boolean;
  open: () => void;
  close: (accepted: boolean) => void;
  /** A purchase refused with TERMS_NOT_ACCEPTED: true when the terms dialog takes it over. */
  takeRefusal: () => boolean;
}

export function useTermsGate(loggedIn: boolean): TermsGate {
  const query = useTerms(loggedIn);
  const [dialog, setDialog] = useState<TermsDialogReason | null>(null);
  const [acceptedNow, setAcceptedNow] = useState(false);
  const state = query.data ?? null;
  return {
    mode: termsModeOf(query.data, query.isPending),
    state,
    refreshing: query.isFetching,
    dialog,
    acceptedNow,
    open: () => setDialog('asked'),
    close: (accepted) => {
      setDialog(null);
      if (accepted) setAcceptedNow(true);
    },
    takeRefusal: () => {
      // Without the extension there is nothing to accept here: the refusal message stays.
      if (!state) return false;
      // The backend says "not accepted": ask again, the cached state may be older than its terms.
      void query.refetch();
      setAcceptedNow(false);
      setDialog('refused');
      return true;
    },
  };
}
