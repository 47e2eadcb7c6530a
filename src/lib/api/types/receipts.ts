import type { Iqd, ServerDateTime } from './common';
import type { PaymentMethod } from './wallet';

/** A voucher the purchase consumed, and what it took off the cost. */
export interface ReceiptVoucher {
  voucherCode: string;
  discount: Iqd;
}

/** A ticket the purchase created: its id and its number as My Tickets shows it. */
export interface ReceiptTicket {
  ticketId: number;
  ticketnumber: string;
}

/**
 * GET /orders/receipts/{receiptNumber} (extension, decision 0178): what a purchase cost and how
 * it was paid, as the backend booked it. The ticket list record has no voucher or paid figures.
 */
export interface OrderReceipt {
  receiptNumber: string;
  orderId: number;
  purchased: ServerDateTime;
  /** The order's price before vouchers: every grid in every draw it plays. */
  cost: Iqd;
  /** In the order they were applied; empty when none was used. */
  vouchers: ReceiptVoucher[];
  /** What the purchase debited from the balance (the ORDER_PAYMENT booking): cost less vouchers. */
  paidFromBalance: Iqd;
  /** Credited back for sold-out grids (REFUND_ORDER_PAYMENT); 0 when none. */
  refunded: Iqd;
  /** The purchase's `paymentMethod`; NONE: the account balance paid what vouchers did not. */
  paymentMethod: PaymentMethod;
  tickets: ReceiptTicket[];
}
