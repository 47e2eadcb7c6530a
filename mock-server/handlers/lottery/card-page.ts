import type { PaymentRow } from '../../services/payments';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const BUTTONS = [
  ['success', 'Pay (success)'],
  ['failure', 'Refuse (failure)'],
  ['error', 'Error'],
  ['cancelled_by_shopper', 'Cancel'],
] as const;

/** The fake provider's page: one button per outcome; each leaves the iframe for the app callback. */
export function cardPageHtml(payment: PaymentRow, base: string): string {
  const id = encodeURIComponent(payment.paymentId);
  const secret = encodeURIComponent(payment.pageSecret ?? '');
  // A settled payment has no secret left: its page shows the status and no buttons.
  const buttons = payment.pageSecret
    ? BUTTONS.map(
        ([status, label]) =>
          `<a class="b ${status}" target="_top" href="${base}/payment/card-page/${id}/complete?status=${status}&amp;secret=${secret}">${label}</a>`,
      ).join('\n')
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Fake payment ${escape(payment.paymentId)}</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;color:#222}.b{display:block;margin:8px 0;padding:12px;
border-radius:8px;text-align:center;text-decoration:none;color:#fff;background:#555}.success{background:#1b7f3a}
.failure{background:#b3261e}.error{background:#8a5a00}</style></head>
<body><h1>Fake ${escape(payment.method)} payment</h1>
<p>Payment <strong>${escape(payment.paymentId)}</strong>: <strong>${payment.amount} IQD</strong>, status ${escape(payment.status)}.</p>
<p>This page stands in for the payment provider. Choose the outcome:</p>
${buttons}
</body></html>`;
}
