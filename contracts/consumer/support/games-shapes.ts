import { MatchersV3 } from '@pact-foundation/pact';
import { GRID } from './cart-shapes';
import { grid, iqd, serverDate, serverDateTime } from './matchers';

const { arrayContaining, eachLike, integer, like, nullValue } = MatchersV3;

export const draw = {
  drawId: integer(1001),
  gameTypeName: '6of29',
  drawDate: serverDateTime('2026-11-28T20:00:00+03:00'),
  label: like('Draw 142'),
  stopSellDate: serverDateTime('2026-11-28T19:00:00+03:00'),
};

export const offerInfo = {
  events: eachLike({ eventId: integer(1), eventDate: serverDate(), draws: eachLike(draw) }),
};

/** Other games may be listed too: the app keeps only 6of29, so only that one is required. */
export const gameInfos = arrayContaining({
  gameTypeName: '6of29',
  drawId: integer(1001),
  drawDate: serverDateTime(),
  drawLabel: like('Draw 142'),
  jackpotValue: iqd(250_000_000),
  jackpotState: 'ESTIMATED',
});

export const ticketTypes = arrayContaining({
  ticketTypeName: like('6of29'),
  gameTypeName: '6of29',
  numbersToPick: 6,
  highestNumber: 29,
  pricePerGridPerDraw: iqd(1000),
});

/** The spec's list record fields every ticket answer has (the extension pacts reuse them). */
export const ticketBase = {
  username: like('07701234567'),
  ticketTypeName: like('6of29'),
  firstDrawDateTime: serverDateTime(),
  lastDrawDateTime: serverDateTime(),
  displayName: like('6 of 29'),
  stake: iqd(1000),
  ticketId: integer(9001),
  ticketCost: iqd(1000),
  ticketnumber: like('T-9001'),
  participate: integer(1),
  duration: integer(1),
  gameTypeNames: eachLike('6of29'),
  name: like('6of29'),
  receiptNumber: like('R-2026-000501'),
  created: serverDateTime('2026-11-22T12:00:00+03:00'),
  tips: eachLike(grid(GRID)),
  displayEntries: eachLike(like('3 7 12 19 23 28')),
  drawIds: eachLike(integer(1001)),
};

export const openTicket = {
  ...ticketBase,
  ticketState: 'OPEN',
  winAmountProportionate: iqd(0),
  winningNumbers: nullValue(),
  tipResults: [],
};

/** The state makes the ticket's grid the winning numbers: rank 1. */
export const winningTicket = {
  ...ticketBase,
  ticketState: 'WON_FINALIZED',
  winAmountProportionate: iqd(250_000_000),
  winningNumbers: grid(GRID),
  tipResults: eachLike({
    tipIndex: integer(0),
    matchedNumbers: eachLike(integer(3)),
    rank: integer(1),
    prize: iqd(250_000_000),
  }),
};

export const lottoResults = eachLike({
  drawId: integer(1000),
  gameTypeName: '6of29',
  title: like('6 of 29'),
  drawNumber: integer(141),
  drawDate: serverDateTime('2026-11-21T20:00:00+03:00'),
  winningNumbers: grid([4, 9, 13, 17, 22, 27]),
});

export const drawWinnings = {
  drawId: integer(1000),
  drawDate: serverDateTime('2026-11-21T20:00:00+03:00'),
  winningNumbers: grid([4, 9, 13, 17, 22, 27]),
  ranks: eachLike({
    rank: integer(1),
    matches: integer(6),
    winners: integer(0),
    prizePerWinner: iqd(0),
    totalPrize: iqd(0),
  }),
  totalWinners: integer(0),
  totalPrizes: iqd(0),
};

export const drawInformation = arrayContaining({
  gameTypeName: '6of29',
  nextDraws: eachLike(draw),
});
