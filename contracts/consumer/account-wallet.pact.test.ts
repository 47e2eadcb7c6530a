import { MatchersV3 } from '@pact-foundation/pact';
import { beforeEach, describe, expect, it } from 'vitest';
import * as account from '../../src/lib/api/account';
import type { WithdrawRequest } from '../../src/lib/api/types';
import { DEMO_PLAYER, STATES } from '../states';
import {
  anyVoucher,
  balance,
  booking,
  paymentAccounts,
  playerMessage,
  voucher,
} from './support/account-shapes';
import { errorBody } from './support/matchers';
import { AUTH_HEADERS, expectApiError, logIn, lotteryPact, useMockServer } from './support/pact';

const { eachLike, like } = MatchersV3;
const pact = lotteryPact();
const { phone, password } = DEMO_PLAYER;
const player = { phone, password, balance: 50_000, withdrawable: 50_000 };
/** The app's page size for bookings and notifications. */
const page = { from: 0, quantity: 20 };
const withdrawal: WithdrawRequest = {
  amount: 2000,
  method: 'FIB',
  fullName: 'Ahmed Hassan',
  walletNumber: '07701234567',
};

describe('lottery API: wallet, history and vouchers', () => {
  beforeEach(logIn);

  it('answers the balance', () =>
    pact
      .addInteraction()
      .given(STATES.verifiedPlayer, player)
      .uponReceiving('a request for the account balance')
      .withRequest('GET', '/users/account-balance', (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(200, (b) => b.jsonBody(balance()))
      .executeTest(async (server) => {
        useMockServer(server);
        const answer = await account.getAccountBalance();
        expect(Number.isInteger(answer.balance)).toBe(true);
      }));

  it('answers a page of bookings', () =>
    pact
      .addInteraction()
      .given(STATES.verifiedPlayerWithHistory, { phone, password })
      .uponReceiving('a request for the first page of bookings')
      .withRequest('GET', '/users/bookings', (b) =>
        b.query({ from: '0', quantity: '20' }).headers(AUTH_HEADERS),
      )
      .willRespondWith(200, (b) => b.jsonBody(eachLike(booking())))
      .executeTest(async (server) => {
        useMockServer(server);
        const bookings = await account.getBookings(page);
        expect(bookings[0]?.bookingType).toBe('PAYIN');
      }));

  it('answers a page of notifications', () =>
    pact
      .addInteraction()
      .given(STATES.verifiedPlayerWithHistory, { phone, password })
      .uponReceiving('a request for the first page of messages')
      .withRequest('GET', '/users/messages', (b) =>
        b.query({ from: '0', quantity: '20' }).headers(AUTH_HEADERS),
      )
      .willRespondWith(200, (b) => b.jsonBody(eachLike(playerMessage)))
      .executeTest(async (server) => {
        useMockServer(server);
        const messages = await account.getMessages(page);
        expect(messages).toHaveLength(1);
      }));

  it('withdraws to a wallet', () =>
    pact
      .addInteraction()
      .given(STATES.verifiedPlayer, player)
      .uponReceiving('a withdrawal within the withdrawable funds')
      .withRequest('POST', '/users/wallet/withdraw', (b) =>
        b.headers(AUTH_HEADERS).jsonBody(withdrawal),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          transactionId: like('TX-2001'),
          booking: booking('PAYOUT_FIB', -2000),
          balance: balance(48_000),
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const answer = await account.withdraw(withdrawal);
        expect(answer.booking.amount).toBe(-2000);
        expect(answer.balance.balance).toBe(48_000);
      }));

  it('refuses a withdrawal above the withdrawable funds with 400 INVALID_AMOUNT', () =>
    pact
      .addInteraction()
      .given(STATES.verifiedPlayer, player)
      .uponReceiving('a withdrawal above the withdrawable funds')
      .withRequest('POST', '/users/wallet/withdraw', (b) =>
        b.headers(AUTH_HEADERS).jsonBody({ ...withdrawal, amount: 60_000 }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody(errorBody('INVALID_AMOUNT', 'Invalid withdraw Amount. Maximum 50,000 IQD')),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        await expectApiError(
          account.withdraw({ ...withdrawal, amount: 60_000 }),
          400,
          'INVALID_AMOUNT',
        );
      }));

  it('answers the saved payment accounts', () =>
    pact
      .addInteraction()
      .given(STATES.playerWithPaymentAccount, { phone, password })
      .uponReceiving('a request for the payment accounts')
      .withRequest('GET', '/users/payment-accounts', (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(200, (b) => b.jsonBody(paymentAccounts))
      .executeTest(async (server) => {
        useMockServer(server);
        const accounts = await account.getPaymentAccounts();
        expect(accounts[0]?.method).toBe('FIB');
      }));

  it("answers the player's vouchers", () =>
    pact
      .addInteraction()
      .given(STATES.playerWithVoucher, { phone, password, voucherCode: 'WELCOME5000' })
      .uponReceiving('a request for the vouchers')
      .withRequest('GET', '/users/vouchers', (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(200, (b) => b.jsonBody(eachLike(anyVoucher)))
      .executeTest(async (server) => {
        useMockServer(server);
        const vouchers = await account.getVouchers();
        expect(vouchers[0]?.amount).toBe(5000);
      }));

  it('redeems a voucher code', () =>
    pact
      .addInteraction()
      .given(STATES.redeemableVoucher, {
        phone,
        password,
        voucherCode: 'WELCOME5000',
        amount: 5000,
      })
      .uponReceiving('a redemption of a valid voucher code')
      .withRequest('PUT', '/users/vouchers', (b) =>
        b.query({ voucherCode: 'WELCOME5000' }).headers(AUTH_HEADERS),
      )
      .willRespondWith(200, (b) => b.jsonBody(voucher('WELCOME5000', 5000)))
      .executeTest(async (server) => {
        useMockServer(server);
        const redeemed = await account.redeemVoucher('WELCOME5000');
        expect(redeemed.voucherCode).toBe('WELCOME5000');
      }));

  it('refuses an unknown voucher code with 400 INVALID_VOUCHER', () =>
    pact
      .addInteraction()
      .given(STATES.verifiedPlayer, player)
      .uponReceiving('a redemption of an unknown voucher code')
      .withRequest('PUT', '/users/vouchers', (b) =>
        b.query({ voucherCode: 'NOSUCHCODE' }).headers(AUTH_HEADERS),
      )
      .willRespondWith(400, (b) => b.jsonBody(errorBody('INVALID_VOUCHER', 'Invalid voucher')))
      .executeTest(async (server) => {
        useMockServer(server);
        await expectApiError(account.redeemVoucher('NOSUCHCODE'), 400, 'INVALID_VOUCHER');
      }));
});
