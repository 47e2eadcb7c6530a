import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { alertStore } from '@/lib/alerts';
import { isApiError, isOutcomeUnknown } from '@/lib/api/errors';
import { purchaseRefusalOf, type PurchaseRefusal } from '@/lib/lottery/purchase-refusal';
import { loginPathFor, PATHS } from '@/lib/navigation';
import { usePurchase } from '../api/use-purchase';
import type { TermsGate } from './use-terms-gate';

/**
 * An answered failure the purchase call's policy does not keep silent (calls.ts): the adapter
 * showed the generic alert for it. A failure that is not the adapter's (a bug) has no alert.
 */
const raisedTheAlert = (error: unknown): boolean => isApiError(error) && !error.isNetworkError;

/**
 * Buying the cart: success goes to the success page with the backend's answer; a refusal is kept
 * to explain; an answer that cannot be read, or none at all, is "outcome unknown" (decision 0176),
 * never success nor a failure to try again.
 */
export function useCartPurchase(terms: TermsGate) {
  const navigate = useNavigate();
  const purchase = usePurchase();
  const [refusal, setRefusal] = useState<PurchaseRefusal | null>(null);
  const [unknown, setUnknown] = useState(false);
  const buy = () => {
    setRefusal(null);
    setUnknown(false);
    purchase.purchase({
      onSuccess: (outcome) => navigate(PATHS.purchaseSuccess, { state: outcome }),
      onError: (error) => {
        if (isOutcomeUnknown(error)) return setUnknown(true);
        const refused = purchaseRefusalOf(error);
        // The adapter already renewed the session once; a 401 now means it is over. Login
        // brings the player back here, where the cart (kept by the backend) still holds the ticket;
        // when the server ended the session, its dialog says so first and leads to that login.
        if (refused.kind === 'not-logged-in') {
          if (!alertStore.sessionExpired) navigate(loginPathFor(PATHS.cart));
        }
        // A failure without a refusal of its own (a 500) already raised section 8's alert: the
        // page does not say it a second time beside the button (issue 38).
        else if (refused.kind === 'generic' && raisedTheAlert(error)) return;
        // With the terms extension, the refusal opens the terms to accept instead (decision 0179).
        else if (refused.kind !== 'terms-not-accepted' || !terms.takeRefusal()) setRefusal(refused);
      },
    });
  };
  return { buy, refusal, unknown, pending: purchase.isPending, idle: purchase.isIdle };
}

export type CartPurchase = ReturnType<typeof useCartPurchase>;
