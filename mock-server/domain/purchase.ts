import { DomainError } from './errors';
import { cartTotals } from './pricing';
import { soldGrids, type SoldOut } from './sold-out';

export type { SoldOut } from './sold-out';

export interface PurchaseTicket {
  tips: number[][];
  drawCount: number;
}

export interface PurchaseContext {
  termsAccepted: boolean;
  spendingLimitIqd: number | null;
  soldOut: SoldOut;
  tickets: readonly PurchaseTicket[];
  voucherTotal: number;
  pricePerGridPerDraw: number;
  /** Everything the player may spend (payable + non-payable). */
  available: number;
}

export interface PurchasePlan {
  /** Debited once, as ORDER_PAYMENT. */
  charge: number;
  /** Credited back as REFUND_ORDER_PAYMENT for sold-out grids. */
  refund: number;
  soldOutTips: number[][];
  /** The grids each ticket keeps (a ticket that keeps none is not created). */
  keptTips: number[][][];
}

export const TERMS_MESSAGE =
  'Purchase is forbidden. The latest terms and conditions are not accepted';

/**
 * The purchase checks, in order: terms (403), spending limit (422), sold-out numbers (409 when
 * every grid is sold; a partial sell-out refunds the first grid), balance (402).
 * Login (401) and an empty cart are checked before, by the caller.
 */
export function planPurchase(ctx: PurchaseContext): PurchasePlan {
  if (!ctx.termsAccepted) throw new DomainError(403, 'TERMS_NOT_ACCEPTED', TERMS_MESSAGE);
  const price = ctx.pricePerGridPerDraw;
  const ticketPrices = ctx.tickets.map((t) => t.tips.length * t.drawCount * price);
  const { cartPrice } = cartTotals(ticketPrices, [ctx.voucherTotal]);
  if (ctx.spendingLimitIqd !== null && cartPrice > ctx.spendingLimitIqd) {
    throw new DomainError(
      422,
      'SPENDING_LIMIT_EXCEEDED',
      'The cost of your purchase will exceed your spending limit, please try again.',
      // The per-purchase cap has the shape of a period limit's refusal, with no period to reset.
      {
        details: {
          cartPrice,
          limit: ctx.spendingLimitIqd,
          remaining: ctx.spendingLimitIqd,
          period: null,
          resetsAt: null,
        },
      },
    );
  }
  const gridCount = ctx.tickets.reduce((sum, t) => sum + t.tips.length, 0);
  const chosen = typeof ctx.soldOut === 'object' ? soldGrids(ctx.soldOut, ctx.tickets) : null;
  const chosenCount = chosen?.flat().filter(Boolean).length ?? 0;
  if (
    ctx.soldOut === 'all' ||
    (ctx.soldOut === 'partial' && gridCount <= 1) ||
    (chosen !== null && chosenCount === gridCount)
  ) {
    throw new DomainError(
      409,
      'NUMBERS_SOLD_OUT',
      'All the numbers of your tickets are sold out.',
      {
        details: { soldOutTips: ctx.tickets.flatMap((t) => t.tips) },
      },
    );
  }
  if (cartPrice > ctx.available) {
    const missingAmount = cartPrice - ctx.available;
    throw new DomainError(402, 'INSUFFICIENT_BALANCE', `You need ${missingAmount} IQD more.`, {
      details: { missingAmount },
    });
  }
  if (ctx.soldOut === 'none' || (chosen !== null && chosenCount === 0)) {
    return {
      charge: cartPrice,
      refund: 0,
      soldOutTips: [],
      keptTips: ctx.tickets.map((t) => t.tips),
    };
  }
  if (chosen !== null) return chosenPlan(ctx, chosen, cartPrice);
  // Partial: the first grid of the first ticket is sold out and refunded (never more than was charged).
  const first = ctx.tickets[0] as PurchaseTicket;
  const soldGrid = first.tips[0] as number[];
  const refund = Math.min(cartPrice, first.drawCount * price);
  const keptTips = ctx.tickets.map((t, i) => (i === 0 ? t.tips.slice(1) : t.tips));
  return { charge: cartPrice, refund, soldOutTips: [soldGrid], keptTips };
}

/** Sold out by chosen numbers: those grids are refunded for every draw, the others kept. */
function chosenPlan(ctx: PurchaseContext, sold: boolean[][], cartPrice: number): PurchasePlan {
  const soldOutTips = ctx.tickets.flatMap((t, i) => t.tips.filter((_, j) => sold[i]?.[j]));
  const soldCost = ctx.tickets.reduce(
    (sum, t, i) => sum + (sold[i]?.filter(Boolean).length ?? 0) * t.drawCount,
    0,
  );
  return {
    charge: cartPrice,
    refund: Math.min(cartPrice, soldCost * ctx.pricePerGridPerDraw),
    soldOutTips,
    keptTips: ctx.tickets.map((t, i) => t.tips.filter((_, j) => !sold[i]?.[j])),
  };
}
