import type { Infer } from '../contract/define';
import type { orderReceipt } from '../contract/receipts';

/** GET /orders/receipts/{receiptNumber} (extension, decision 0178): a purchase's receipt. */
export type OrderReceipt = Infer<typeof orderReceipt>;

/** A voucher the purchase consumed, and what it took off the cost. */
export type ReceiptVoucher = OrderReceipt['vouchers'][number];

/** A ticket the purchase created: its id and its number as My Tickets shows it. */
export type ReceiptTicket = OrderReceipt['tickets'][number];
