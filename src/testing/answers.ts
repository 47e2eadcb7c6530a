import type { AnswerTypes } from '@/lib/api/schemas/answers';
import type { Booking, PayInResult } from '@/lib/api/types';
import { testBalance } from './fixtures';
import { drawVerification } from './draw-proof-fixtures';
import { cart, ticket, ticketPosition, voucher } from './lottery-fixtures';
import { renewalAnswer, subscriptionAnswer } from './subscription-fixtures';
import { sessionLimitAnswer, spendingOverviewAnswer } from './play-session-fixtures';

const booking: Booking = {
  bookingId: 7,
  bookingDate: '2026-11-20T12:00:00+03:00',
  bookingDescription: 'Payout',
  amount: -5000,
  bookingType: 'PAYOUT_FIB',
  saldo: 45_000,
  transactionId: 'TX-7',
  state: 'PENDING',
};

const payInResult: PayInResult = { paymentId: 'PAY-1', status: 'SUCCESSFUL', amount: 5000 };

/** A well-formed answer for every checked call (the schemas accept each one). */
export const goodAnswers = (): AnswerTypes => {
  const active = cart([ticketPosition(1, [[1, 2, 3, 4, 5, 6]])]);
  return {
    getAccountBalance: testBalance(),
    getBookings: [booking],
    withdraw: { transactionId: 'TX-7', booking, balance: testBalance(45_000) },
    getVouchers: [voucher()],
    redeemVoucher: voucher(),
    getActiveCart: active,
    addTicketToCart: active,
    addTicketsToCart: active,
    deleteCartPosition: active,
    recalculateCart: active,
    addVoucherToCart: active,
    getCartVouchers: [voucher()],
    purchaseCart: {
      orderId: 1,
      receiptNumber: 'R-1',
      ticketIds: [120007],
      amountCharged: 1000,
      refundedAmount: 0,
      soldOutTips: [],
    },
    invokePayIn: {
      paymentId: 'PAY-1',
      paymentIFrameUrl: 'https://pay.example.test/PAY-1',
      walletPayment: null,
    },
    submitPayInResult: payInResult,
    checkPayIn: payInResult,
    getPaymentAvailability: {
      methods: [{ paymentMethod: 'FIB', rails: [{ rail: 'TRANSFER', state: 'UP' }] }],
    },
    getTickets: [ticket(1)],
    getDrawWinnings: {
      drawId: 101,
      drawDate: '2026-11-23T20:00:00+03:00',
      winningNumbers: [3, 8, 12, 17, 21, 29],
      ranks: [{ rank: 1, matches: 6, winners: 0, prizePerWinner: 0, totalPrize: 0 }],
      totalWinners: 0,
      totalPrizes: 0,
    },
    getDrawVerification: drawVerification(),
    getPrizeClaims: {
      threshold: 5_000_000,
      contactPhone: '+9647700000629',
      claims: [
        {
          claimId: 'CLM-120001-115',
          ticketId: 120001,
          drawId: 115,
          amount: 250_000_000,
          state: 'WAITING_FOR_PLAYER',
          created: '2026-11-23T20:01:00+03:00',
        },
      ],
    },
    getOrderReceipt: {
      receiptNumber: 'R7008-40009',
      orderId: 7008,
      purchased: '2026-11-22T12:00:00+03:00',
      cost: 3000,
      vouchers: [{ voucherCode: 'LUCKY2000', discount: 2000 }],
      paidFromBalance: 1000,
      refunded: 0,
      paymentMethod: 'NONE',
      tickets: [{ ticketId: 120007, ticketnumber: '629-00120007' }],
    },
    getCharitySplit: { prizeFundBps: 5_000, goodCausesBps: 3_600, operatingBps: 1_400 },
    getCharityDraws: {
      from: '2026-01-01',
      to: '2026-12-31',
      draws: [
        {
          drawId: 102,
          drawDate: '2026-11-25T20:00:00+03:00',
          raised: 54_900_000,
          raisedThisYear: 109_800_000,
        },
        {
          drawId: 101,
          drawDate: '2026-11-22T20:00:00+03:00',
          raised: 54_900_000,
          raisedThisYear: 54_900_000,
        },
      ],
      total: 109_800_000,
    },
    getCharityContribution: { year: 2026, goodCauses: 1_080 },
    getSessionLimit: sessionLimitAnswer(),
    setSessionLimit: sessionLimitAnswer({ minutes: 60 }),
    getSpendingOverview: spendingOverviewAnswer(),
    setSpendingOverviewFrequency: spendingOverviewAnswer({ frequency: 'WEEK' }),
    markSpendingOverviewSeen: spendingOverviewAnswer({ due: false }),
    getRiskStatus: { atRisk: true, since: '2026-11-22T12:00:00+03:00', signals: ['NIGHT_PLAY'] },
    getOffers: {
      offers: [
        {
          code: 'WELCOME5000',
          amount: 5000,
          expiryDate: '2027-02-18T09:00:00+03:00',
          applicableTicketTypes: ['6of29'],
        },
      ],
    },
    getGameRecall: {
      plays: [
        {
          orderId: 7008,
          receiptNumber: 'R7008-40009',
          playedAt: '2026-11-22T12:00:00+03:00',
          drawIds: [101],
          lines: 3,
          stake: 3000,
          balanceBefore: 50_000,
          balanceAfter: 49_000,
          outcome: 'WON',
          won: 2000,
        },
      ],
    },
    getSubscriptions: [subscriptionAnswer()],
    createSubscription: subscriptionAnswer(),
    changeSubscription: subscriptionAnswer({ status: 'PAUSED', pausedBy: 'PLAYER' }),
    cancelSubscription: subscriptionAnswer({ status: 'CANCELLED', cancelledBy: 'PLAYER' }),
    getSubscriptionRenewals: [renewalAnswer()],
  };
};
