import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { api } from '@/lib/api';
import { tokenStore } from '@/lib/api/tokens';
import { showAlert } from '@/lib/alerts';
import { PATHS } from '@/lib/navigation';
import { clearPaymentTarget, isAndroidApp, readPaymentTarget } from '@/lib/payment';
import { refreshBalance } from '@/lib/session';
import { appOrigins, isAllowedOrigin } from '@/lib/navigation';
import {
  callbackOutcome,
  readPaymentCallback,
  returnPath,
  type PaymentCallback,
} from '../utils/callback';

/** Section 9: the payment dialog closes 2 seconds after any outcome. */
export const CLOSE_AFTER_MS = 2_000;
/** The native wrapper's "back to app" deep link (the spec does not name it). */
export const BACK_TO_APP_URL = 'lottery://back_to_app';

/** Reports the page's outcome to the backend; the balance follows whatever it answers. */
function report(callback: PaymentCallback): void {
  const { status, paymentId, messages } = callback;
  const done = () => void refreshBalance().catch(() => undefined);
  if (!status || !paymentId) return done();
  void api
    .submitPayInResult({
      paymentId,
      order: { status },
      ...(messages.length > 0 ? { error: { messages } } : {}),
    })
    .catch(() => undefined)
    .finally(done);
}

/**
 * The card page sends the player back to the app with `order_status` / `order_id` in the query.
 * Mounted once by the app shell, on every route: it shows the outcome and routes (section 4).
 */
export function PaymentCallbackHandler() {
  const { t } = useTranslation('payment');
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);
  const backLink = useRef<HTMLAnchorElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The timer outlives the navigation it follows; only unmounting stops it.
  useEffect(() => () => clearTimeout(timer.current), []);

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
    report(callback);
    const outcome = callbackOutcome(callback.status, callback.messages);
    let target = outcome.to;
    if (outcome.to === 'return') {
      target = returnPath(readPaymentTarget(), callback.orderId);
      if (outcome.messageKey) {
        showAlert({
          title: { key: 'payment:depositTitle' },
          message: { key: `payment:${outcome.messageKey}` },
        });
      }
    }
    clearPaymentTarget();
    const origin = callback.origin;
    if (origin && origin !== window.location.origin && isAllowedOrigin(origin, appOrigins())) {
      window.location.assign(`${new URL(origin).origin}${target}`);
    } else {
      navigate(target, {
        replace: true,
        state: outcome.messages ? { messages: outcome.messages } : null,
      });
    }
    if (!isAndroidApp()) return;
    // Android only: the wrapper takes over again (tokens cleared, start screen, back to app).
    timer.current = setTimeout(() => {
      tokenStore.clear();
      navigate(PATHS.home, { replace: true });
      backLink.current?.click();
    }, CLOSE_AFTER_MS);
  }, [location.search, navigate]);

  return (
    <a ref={backLink} href={BACK_TO_APP_URL} hidden>
      {t('android.backToApp')}
    </a>
  );
}
