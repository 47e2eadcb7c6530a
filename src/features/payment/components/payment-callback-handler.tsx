import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { CARD_RETURN_SCHEDULE, usePayInStatus } from '@/entities/pay-in';
import { closeAllDialogs } from '@/lib/alerts';
import { tokenStore } from '@/lib/api/tokens';
import { PATHS } from '@/lib/navigation';
import { isAndroidApp } from '@/lib/payment';
import { readPaymentCallback } from '../utils/callback';
import { initialPaymentReturn, paymentReturn } from '../utils/payment-return';
import { CheckingBanner } from './checking-banner';
import { showPaymentOutcome } from './show-payment-outcome';

/** Section 9: the payment dialog closes 2 seconds after any outcome. */
export const CLOSE_AFTER_MS = 2_000;
/** The native wrapper's "back to app" deep link (the spec does not name it). */
export const BACK_TO_APP_URL = 'lottery://back_to_app';

/** Returned inside the card frame: the top window handles it (a cross-origin parent throws). */
function handedToTopWindow(): boolean {
  if (!window.top || window.top === window.self) return false;
  try {
    window.top.location.replace(window.location.href);
    return true;
  } catch {
    return false;
  }
}

/**
 * The card page sends the player back to the app with `order_status` / `paymentId` in the query.
 * Mounted once by the app shell, on every route. The URL only says which payment: the outcome is
 * asked from the backend (decision 0015); the steps are `paymentReturn`'s (utils/payment-return.ts).
 */
export function PaymentCallbackHandler() {
  const { t } = useTranslation('payment');
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const backLink = useRef<HTMLAnchorElement>(null);
  const [state, dispatch] = useReducer(paymentReturn, initialPaymentReturn);
  const asking = state.step === 'verifying' ? state.callback.paymentId : null;
  const outcome = usePayInStatus(asking, CARD_RETURN_SCHEDULE);

  useEffect(() => {
    const callback = readPaymentCallback(search);
    if (callback && !handedToTopWindow()) dispatch({ type: 'returned', search, callback });
  }, [search]);

  useEffect(() => {
    if (asking && outcome) dispatch({ type: 'answered', paymentId: asking, outcome });
  }, [asking, outcome]);

  useEffect(() => {
    if (state.step !== 'settled') return;
    showPaymentOutcome(state.callback, state.outcome, { queryClient, navigate });
    dispatch({ type: 'shown', android: isAndroidApp() });
  }, [state, queryClient, navigate]);

  // Android only: the outcome stays up 2 s; then no dialog is left and the start screen shows.
  useEffect(() => {
    if (state.step !== 'closing') return;
    const timer = setTimeout(() => dispatch({ type: 'closeTimeElapsed' }), CLOSE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [state.step]);

  // The tokens go only once the start screen is the location: the router commits navigations as
  // transitions, and a token cleared earlier makes the guarded page still on screen redirect to
  // /login?redirect=… (behaviour 204).
  useEffect(() => {
    if (state.step !== 'leaving') return;
    closeAllDialogs();
    if (pathname === PATHS.home) dispatch({ type: 'reachedStart' });
    else navigate(PATHS.home, { replace: true });
  }, [state.step, pathname, navigate]);

  useEffect(() => {
    if (state.step !== 'handedOver') return;
    tokenStore.clear();
    backLink.current?.click();
  }, [state.step]);

  return (
    <>
      {state.step === 'verifying' && <CheckingBanner text={t('checking')} />}
      <a ref={backLink} href={BACK_TO_APP_URL} hidden>
        {t('android.backToApp')}
      </a>
    </>
  );
}
