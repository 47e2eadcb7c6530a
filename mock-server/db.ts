import { drop, factory, nullable, primaryKey } from '@mswjs/data';
import { playerModel } from './db-player';

/**
 * The fake's in-memory data, one per world (world/state.ts), reached as `world.db`. Entities refer
 * to each other by plain ids (relations would resolve on every read of the hot paths); grids and
 * results are nested arrays, which @mswjs/data cannot hold, so they are JSON strings.
 */
export const MODEL_DEFINITIONS = {
  player: playerModel,
  session: {
    id: primaryKey(String),
    playerId: Number,
    /** The only refresh token of this session that is still valid. */
    refreshJti: String,
    revoked: Boolean,
    /** Login time: the reality check counts the session from here. */
    startedAt: Number,
  },
  booking: {
    bookingId: primaryKey(Number),
    playerId: Number,
    bookingDate: Number,
    bookingDescription: String,
    amount: Number,
    bookingType: String,
    saldo: Number,
    transactionId: String,
    payableDelta: Number,
    nonPayableDelta: Number,
    /** Payouts and deposits: PENDING | FAILED | SUCCESSFUL; '' for every other booking (settled). */
    state: String,
  },
  voucherCode: {
    code: primaryKey(String),
    amount: Number,
    expiry: Number,
    applicableTicketTypes: () => [] as string[],
    /** cart: becomes a player voucher for the cart; credit: books VOUCHER_PAYIN at once. */
    kind: String,
  },
  voucher: {
    voucherId: primaryKey(Number),
    playerId: Number,
    voucherCode: String,
    amount: Number,
    expiry: Number,
    applicableTicketTypes: () => [] as string[],
    /** ACTIVE | USED (EXPIRED is derived from the clock) */
    state: String,
  },
  draw: {
    drawId: primaryKey(Number),
    drawNumber: Number,
    gameTypeName: String,
    drawTime: Number,
    stopSellTime: Number,
    drawn: Boolean,
    winningNumbers: () => [] as number[],
    jackpot: Number,
    /** JSON of PrizeRank[] once drawn. */
    ranksJson: String,
    /** Draw proof (decisions 0200, 0218): `seed` from a committed seed, else `manual` (or ''). */
    method: String,
    /** Hex seed, secret until drawn; the commitment and derived numbers once prepared. */
    seedHex: String,
    commitment: String,
    committedAt: Number,
    derivedNumbers: () => [] as number[],
    /** SHA-256 of the sold grids, once sales stopped ('' before). */
    ticketsHash: String,
    drawnAt: Number,
  },
  order: {
    orderId: primaryKey(Number),
    playerId: Number,
    /** CART | PURCHASED | CANCELLED (DELETED in older snapshots); never removed (decision 0280) */
    state: String,
    receiptNumber: nullable(String),
    created: Number,
    /** Once purchased, the receipt's figures (decision 0178): when, price before vouchers. */
    purchasedAt: Number,
    cost: Number,
    /** Debited as ORDER_PAYMENT, and credited back for sold-out grids. */
    paidFromBalance: Number,
    refunded: Number,
    /** JSON of ReceiptVoucher[]: each consumed voucher's code and what it took off. */
    vouchersJson: String,
  },
  position: {
    positionId: primaryKey(Number),
    orderId: Number,
    /** JSON of TicketDeliverIQDto for a ticket position, '' for a voucher position. */
    ticketJson: String,
    voucherId: nullable(Number),
    price: Number,
  },
  ticket: {
    ticketId: primaryKey(Number),
    playerId: Number,
    orderId: Number,
    receiptNumber: String,
    ticketnumber: String,
    ticketTypeName: String,
    tipsJson: String,
    drawIds: () => [] as number[],
    settledDrawIds: () => [] as number[],
    created: Number,
    /** OPEN | LOST | WON_FINALIZED | CANCELLED */
    state: String,
    cost: Number,
    stake: Number,
    winAmount: Number,
    winningNumbers: () => [] as number[],
    tipResultsJson: String,
    /** JSON of SettledDraw[] (services/settlement.ts): each settled draw's own results. */
    drawResultsJson: String,
    /** Extension (decision 0224): the subscription whose renewal bought it; null for a purchase. */
    subscriptionId: nullable(Number),
  },
  payment: {
    paymentId: primaryKey(String),
    playerId: Number,
    amount: Number,
    method: String,
    /** PENDING | FAILED | SUCCESSFUL */
    status: String,
    createdAt: Number,
    outcome: nullable(String),
    /** One-time secret given only to the card page; completing the page needs it. */
    pageSecret: nullable(String),
  },
  paymentAccount: {
    paymentAccountId: primaryKey(Number),
    playerId: Number,
    method: String,
    fullName: String,
    walletNumber: String,
  },
  /** Responsible-play state per player (domain/responsible-play.ts PlayState as JSON). */
  playState: {
    playerId: primaryKey(Number),
    json: String,
  },
  /** Extension (docs/decisions/0018-extension-calls-favourites.md): a player's saved grids. */
  favourite: {
    favouriteId: primaryKey(Number),
    playerId: Number,
    name: String,
    numbers: () => [] as number[],
    created: Number,
  },
  inbox: {
    id: primaryKey(Number),
    /** Canonical phone or lower-case email. */
    to: String,
    kind: String,
    code: nullable(String),
    link: nullable(String),
    /** A worded SMS: an alert (services/alerts) or a subscription event, in the player's language. */
    text: nullable(String),
    sentAt: Number,
  },
  /** Extension (decision 0227): a player's alert preferences, in-app alerts and sent keys as JSON. */
  alertState: {
    playerId: primaryKey(Number),
    json: String,
  },
  /** Extension (decision 0224): subscriptions as JSON (domain/subscriptions SubscriptionRecord). */
  subscription: {
    subscriptionId: primaryKey(Number),
    playerId: Number,
    json: String,
  },
  /** Each renewal decision under its idempotency key (subscription and draw), as JSON. */
  renewal: { key: primaryKey(String), subscriptionId: Number, json: String },
};

/** The models as written above (snapshots/rows.ts reads their field types to check imports). */
export const createDb = () => factory(MODEL_DEFINITIONS);

export type Db = ReturnType<typeof createDb>;

/** Sequential ids per kind: deterministic across runs, unlike random ones. */
export function nextId(world: { counters: Map<string, number> }, kind: string, start = 1): number {
  const next = (world.counters.get(kind) ?? start - 1) + 1;
  world.counters.set(kind, next);
  return next;
}

type Stores = { db: Db; keys: Map<unknown, Map<unknown, unknown>>; counters: Map<string, number> };
export function clearDb(world: Stores): void {
  drop(world.db);
  for (const rows of world.keys.values()) rows.clear();
  world.counters.clear();
}

/** A stored row of one model. */
export type Row<M extends Exclude<keyof Db, symbol>> = NonNullable<ReturnType<Db[M]['findFirst']>>;
