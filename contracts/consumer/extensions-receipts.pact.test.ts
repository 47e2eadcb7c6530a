import { MatchersV3 } from '@pact-foundation/pact';
import { beforeEach, describe, expect, it } from 'vitest';
import * as account from '../../src/lib/api/account';
import * as receipts from '../../src/lib/api/receipts';
import { RECEIPT_STATES, VOUCHER_PURCHASE } from '../states-receipts';
import { booking } from './support/account-shapes';
import { errorBody, serverDateTime } from './support/matchers';
import { AUTH_HEADERS, expectApiError, extensionsPact, logIn, useMockServer } from './support/pact';

const { eachLike, fromProviderState, integer, like } = MatchersV3;
const pact = extensionsPact();
const RECEIPT = 'R7001-40021';

// Extension (docs/decisions/0178-receipts-and-money-that-moved.md).
describe('lottery API extensions: receipts and deposits in the history', () => {
  beforeEach(logIn);

  it('answers what a voucher purchase cost, took off and took from the balance', () =>
    pact
      .addInteraction()
      .given(RECEIPT_STATES.voucherPurchase)
      .uponReceiving('a request for the receipt of a purchase paid partly by a voucher')
      .withRequest(
        'GET',
        fromProviderState('/orders/receipts/${receiptNumber}', `/orders/receipts/${RECEIPT}`),
        (b) => b.headers(AUTH_HEADERS),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          receiptNumber: fromProviderState('${receiptNumber}', RECEIPT),
          orderId: integer(7001),
          purchased: serverDateTime('2026-11-22T12:00:00+03:00'),
          cost: VOUCHER_PURCHASE.cost,
          vouchers: [
            { voucherCode: VOUCHER_PURCHASE.voucherCode, discount: VOUCHER_PURCHASE.discount },
          ],
          paidFromBalance: VOUCHER_PURCHASE.paid,
          refunded: 0,
          paymentMethod: 'NONE',
          tickets: eachLike({ ticketId: integer(120021), ticketnumber: like('629-00120021') }),
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        // The adapter checks the answer against its schema: a mismatch would reject here.
        const answer = await receipts.getOrderReceipt(RECEIPT);
        expect(answer.paidFromBalance).toBe(1000);
        expect(answer.vouchers[0]?.discount).toBe(2000);
      }));

  it('answers 404 for a receipt the player does not have', () =>
    pact
      .addInteraction()
      .given(RECEIPT_STATES.noReceipt)
      .uponReceiving('a request for an unknown receipt')
      .withRequest('GET', '/orders/receipts/R0-0', (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(404, (b) => b.jsonBody(errorBody('NOT_FOUND')))
      .executeTest(async (server) => {
        useMockServer(server);
        await expectApiError(receipts.getOrderReceipt('R0-0'), 404, 'NOT_FOUND');
      }));

  for (const [state, given] of [
    ['PENDING', RECEIPT_STATES.pendingDeposit],
    ['FAILED', RECEIPT_STATES.failedDeposit],
  ] as const) {
    it(`lists a ${state.toLowerCase()} card deposit in the history with its state`, () =>
      pact
        .addInteraction()
        .given(given)
        .uponReceiving(`a request for the newest booking after a ${state.toLowerCase()} deposit`)
        .withRequest('GET', '/users/bookings', (b) =>
          b.query({ from: '0', quantity: '1' }).headers(AUTH_HEADERS),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody([
            {
              ...booking('PAYIN', 5000),
              bookingType: 'PAYIN',
              transactionId: fromProviderState('${paymentId}', 'PAY-0123456789ab'),
              saldo: integer(50_000),
              state,
            },
          ]),
        )
        .executeTest(async (server) => {
          useMockServer(server);
          const [newest] = await account.getBookings({ from: 0, quantity: 1 });
          expect(newest).toMatchObject({ bookingType: 'PAYIN', amount: 5000, state });
        }));
  }
});
