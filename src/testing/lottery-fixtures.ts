import type {
  Cart,
  CartPosition,
  Draw,
  GameInfo,
  OfferInfo,
  Ticket,
  TicketType,
  Voucher,
} from '@/lib/api/types';

/** Test data for the lottery features, shaped like the fake backend's answers. */
export const ticketType: TicketType = {
  ticketTypeName: '6of29_STANDARD',
  gameTypeName: '6of29',
  numbersToPick: 6,
  highestNumber: 29,
  pricePerGridPerDraw: 1000,
};

const future = (days: number, hour = 20) => {
  const d = new Date(Date.now() + days * 86_400_000);
  const date = d.toISOString().slice(0, 10);
  return `${date}T${String(hour).padStart(2, '0')}:00:00+03:00`;
};

export const draw = (drawId: number, days: number): Draw => ({
  drawId,
  gameTypeName: '6of29',
  drawDate: future(days),
  stopSellDate: future(days, 19),
  label: `Draw ${drawId}`,
});

export const offerInfo = (...draws: Draw[]): OfferInfo => ({
  events: draws.map((d, i) => ({ eventId: i + 1, eventDate: d.drawDate.slice(0, 10), draws: [d] })),
});

export const gameInfo = (overrides: Partial<GameInfo> = {}): GameInfo => ({
  gameTypeName: '6of29',
  drawId: 101,
  drawDate: future(2),
  drawLabel: 'Draw 101',
  jackpotValue: 250_000_000,
  jackpotState: 'ESTIMATED',
  ...overrides,
});

export const ticketPosition = (
  positionId: number,
  tips: number[][],
  drawIds = [101],
): CartPosition => ({
  position_id: positionId,
  voucherDto: null,
  ticketDeliverIQDto: {
    ticketTypeName: ticketType.ticketTypeName,
    drawIds,
    tips,
    draws: drawIds.map((drawId) => ({ drawId, drawDate: future(2) })),
  },
  price: tips.length * drawIds.length * 1000,
});

export const voucher = (overrides: Partial<Voucher> = {}): Voucher => ({
  voucherId: 1,
  voucherCode: 'WELCOME500',
  amount: 500,
  expiryDate: future(30),
  applicableTicketTypes: [],
  state: 'ACTIVE',
  ...overrides,
});

export const cart = (positions: CartPosition[], discount = 0): Cart => {
  const original = positions.filter((p) => p.price > 0).reduce((sum, p) => sum + p.price, 0);
  return {
    orderId: 1,
    positions,
    originalCartPrice: original,
    cartPrice: Math.max(0, original - discount),
  };
};

export const ticket = (ticketId: number, overrides: Partial<Ticket> = {}): Ticket => ({
  username: '07701234567',
  ticketTypeName: ticketType.ticketTypeName,
  firstDrawDateTime: future(2),
  lastDrawDateTime: future(2),
  displayName: '6 of 29',
  stake: 1000,
  ticketId,
  ticketState: 'OPEN',
  ticketCost: 2000,
  ticketnumber: `T-${ticketId}`,
  participate: 1,
  duration: 1,
  gameTypeNames: ['6of29'],
  name: '6 of 29',
  receiptNumber: `R-${ticketId}`,
  created: future(-1),
  tips: [
    [1, 2, 3, 4, 5, 6],
    [7, 8, 9, 10, 11, 12],
  ],
  winAmountProportionate: 0,
  displayEntries: [],
  drawIds: [101],
  winningNumbers: null,
  tipResults: [],
  ...overrides,
});
