import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { tokenStore } from '@/lib/api/tokens';
import { closeAllDialogs, showAlert } from '@/lib/alerts';
import { appOrigins, isAllowedOrigin, PATHS } from '@/lib/navigation';
import { refreshAfterMoneyEvent } from '@/features/funds/api';
import {
  clearPaymentTarget,
  isAndroidApp,
  readPaymentTarget,
  type PayInOutcome,
} from '@/lib/payment';
import { awaitPayInOutcome } from '../api';
import { callbackOutcome, readPaymentCallback, returnPath } from '../utils/callback';
import { CheckingBanner } from './checking-banner';

/** Section 9: the payment dialog closes 2 seconds after any outcome. */
export const CLOSE_AFTER_MS = 2_000;
/** The native wrapper's "back to app" deep link (the spec does not name it). */
export const BACK_TO_APP_URL = 'lottery://back_to_app';

/**
 * The card page sends the player back to the app with `order_status` / `paymentId` in the query.
 * Mounted once by the app shell, on every route. The URL only says which payment: the outcome is
 * asked from the backend (bounded), and only its answer is shown (decision 0015).
 */
export function PaymentCallbackHandler() {
  const { t } = useTranslation('payment');
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const handled = useRef<string | null>(null);
  const backLink = useRef<HTMLAnchorElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [checking, setChecking] = useState(false);
  const leaving = useRef(false);
  const path = useRef(location.pathname);
  // The timer and the checks outlive the navigation they follow; only unmounting stops them.
  const abort = useRef<AbortController | null>(null);
  /** Android: tokens go and the wrapper's back-to-app link is followed. */
  const handOver = () => {
    leaving.current = false;
    tokenStore.clear();
    backLink.current?.click();
  };
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      abort.current?.abort();
    },
    [],
  );

  useEffect(() => {
    const callback = readPaymentCallback(location.search);
    if (!callback || handled.current === location.search) return;
    handled.current = location.search;
    // Returned inside the card frame: the top window handles it (a cross-origin parent throws).
    if (window.top && window.top !== window.self) {
      try {
        window.top.location.replace(window.location.href);
        return;
      } catch {
        // Handle it here.
      }
    }

    const finish = (outcome: PayInOutcome | null) => {
      setChecking(false);
      void refreshAfterMoneyEvent(queryClient);
      const next = outcome ? callbackOutcome(outcome) : { to: 'return' };
      const target =
        next.to === 'return' ? returnPath(readPaymentTarget(), callback.orderId) : next.to;
      if (next.to === 'return' && 'messageKey' in next && next.messageKey) {
        showAlert({
          // Only a SUCCESSFUL answer gets the success tick; a timeout is a warning (behaviour 242).
          kind: next.messageKey === 'deposit_successful' ? 'success' : 'warning',
          title: { key: 'payment:depositTitle' },
          message: { key: `payment:${next.messageKey}` },
        });
      }
      clearPaymentTarget();
      const origin = callback.origin;
      if (origin && origin !== window.location.origin && isAllowedOrigin(origin, appOrigins())) {
        window.location.assign(`${new URL(origin).origin}${target}`);
      } else {
        navigate(target, { replace: true });
      }
      if (!isAndroidApp()) return;
      // Android only: the wrapper takes over again: no dialog left, the start screen, then the
      // tokens go (see the effect below).
      timer.current = setTimeout(() => {
        closeAllDialogs();
        leaving.current = true;
        if (path.current === PATHS.home) handOver();
        else navigate(PATHS.home, { replace: true });
      }, CLOSE_AFTER_MS);
    };

    if (!callback.paymentId) return finish(null);
    setChecking(true);
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    void awaitPayInOutcome(callback.paymentId, undefined, controller.signal).then((outcome) => {
      if (!controller.signal.aborted) finish(outcome);
    });
  }, [location.search, navigate, queryClient]);

  // The tokens go only once the start screen is the location: the router commits navigations as
  // transitions, and a token cleared earlier makes the guarded page still on screen redirect to
  // /login?redirect=… (behaviour 204).
  useEffect(() => {
    path.current = location.pathname;
    if (leaving.current && location.pathname === PATHS.home) handOver();
  }, [location.pathname]);

  return (
    <>
      {checking && <CheckingBanner text={t('checking')} />}
      <a ref={backLink} href={BACK_TO_APP_URL} hidden>
        {t('android.backToApp')}
      </a>
    </>
  );
}
