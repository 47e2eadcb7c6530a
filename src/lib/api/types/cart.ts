import type { Infer } from '../contract/define';
import type { cart, purchaseResult } from '../contract/cart';

/** The ticket a cart position holds; also the body of the add-ticket calls. */
export interface TicketDeliverIQDto {
  ticketTypeName: string;
  drawIds: number[];
  /** The grids: each 6 distinct numbers from 1 to 29. */
  tips: number[][];
}

/** GET /orders/cart: the active order. */
export type Cart = Infer<typeof cart>;

export type CartPosition = Cart['positions'][number];

export type CartDraw = NonNullable<CartPosition['ticketDeliverIQDto']>['draws'][number];

export interface AddVoucherToCartRequest {
  voucherCode: string;
  /**
   * Extension (decision 0254): the player chose to use a voucher worth more than is left to pay and
   * lose the rest. Without it such a voucher is refused with VOUCHER_WORTH_MORE.
   */
  acceptUnused?: boolean;
}

/** POST /orders/cart/purchase. */
export type PurchaseResult = Infer<typeof purchaseResult>;
