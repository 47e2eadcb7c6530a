import type { Voucher } from './wallet';
import type { Iqd, ServerDateTime } from './common';

/** The ticket a cart position holds; also the body of the add-ticket calls. */
export interface TicketDeliverIQDto {
  ticketTypeName: string;
  drawIds: number[];
  /** The grids: each 6 distinct numbers from 1 to 29. */
  tips: number[][];
}

export interface CartDraw {
  drawId: number;
  drawDate: ServerDateTime;
}

export interface CartPosition {
  position_id: number;
  /** Set for a voucher position, null for a ticket position. */
  voucherDto: Voucher | null;
  /** Set for a ticket position, null for a voucher position. */
  ticketDeliverIQDto: (TicketDeliverIQDto & { draws: CartDraw[] }) | null;
  /** Ticket: grids x draws x price; voucher: minus the voucher amount. */
  price: Iqd;
}

/** GET /orders/cart: the active order. */
export interface Cart {
  orderId: number;
  positions: CartPosition[];
  /** Sum of the ticket positions before vouchers. */
  originalCartPrice: Iqd;
  /** What the purchase will debit: never below 0. */
  cartPrice: Iqd;
}

export interface AddVoucherToCartRequest {
  voucherCode: string;
  /**
   * Extension (decision 0254): the player chose to use a voucher worth more than is left to pay and
   * lose the rest. Without it such a voucher is refused with VOUCHER_WORTH_MORE.
   */
  acceptUnused?: boolean;
}

/** POST /orders/cart/purchase. */
export interface PurchaseResult {
  orderId: number;
  receiptNumber: string;
  ticketIds: number[];
  /** Debited once as ORDER_PAYMENT. */
  amountCharged: Iqd;
  /** Above 0 when some grids were sold out and refunded. */
  refundedAmount: Iqd;
  soldOutTips: number[][];
}
