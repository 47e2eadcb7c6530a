import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';

// Loaded only when a URL carries what they handle: most visits never need them.
const PaymentCallbackHandler = lazy(() =>
  import('@/features/payment').then((m) => ({ default: m.PaymentCallbackHandler })),
);
const EmailConfirmationHandler = lazy(() =>
  import('@/features/auth').then((m) => ({ default: m.EmailConfirmationHandler })),
);

/** True from the first render where `condition` held, for good (the handlers' timers survive). */
function useLatch(condition: boolean): boolean {
  const [seen, setSeen] = useState(condition);
  if (condition && !seen) setSeen(true);
  return seen || condition;
}

/**
 * The card page's return (order_status / order_id, section 4) and the email link (activationId):
 * each handler mounts once its query appears and stays mounted afterwards.
 */
export function UrlHandlers() {
  const query = new URLSearchParams(useLocation().search);
  const payment = useLatch(query.has('order_status') || query.has('order_id'));
  const email = useLatch(query.has('activationId'));
  return (
    <Suspense fallback={null}>
      {payment && <PaymentCallbackHandler />}
      {email && <EmailConfirmationHandler />}
    </Suspense>
  );
}
