import { MatchersV3 } from '@pact-foundation/pact';
import { beforeEach, describe, expect, it } from 'vitest';
import * as payments from '../../src/lib/api/payments';
import type { PayInInvokeRequest } from '../../src/lib/api/types';
import { DEMO_PLAYER, STATES } from '../states';
import { errorBody, iqd } from './support/matchers';
import { AUTH_HEADERS, expectApiError, logIn, lotteryPact, useMockServer } from './support/pact';

const { fromProviderState, like, nullValue, regex } = MatchersV3;
const pact = lotteryPact();
const player = { phone: DEMO_PLAYER.phone, password: DEMO_PLAYER.password };
/** 5000 IQD in the backend's "cent" unit (IQD x 100). */
const fibDeposit: PayInInvokeRequest = {
  amountInCent: 500_000,
  useToken: false,
  paymentMethod: 'FIB',
};
const cardDeposit: PayInInvokeRequest = { ...fibDeposit, paymentMethod: 'QI_CARD' };
const paymentId = fromProviderState('${paymentId}', 'pay-1001');
const checkPath = fromProviderState(
  '/payment/pay-in/check/${paymentId}',
  '/payment/pay-in/check/pay-1001',
);
const httpsUrl = (example: string) => regex(/^https?:\/\/.+/, example);

describe('lottery API: payments', () => {
  beforeEach(logIn);

  it('starts a FIB deposit with a QR code, a link and a manual code', () =>
    pact
      .addInteraction()
      .given(STATES.verifiedPlayer, player)
      .uponReceiving('a FIB deposit of 5000 IQD')
      .withRequest('PUT', '/payment/pay-in/invoke', (b) =>
        b.headers(AUTH_HEADERS).jsonBody(fibDeposit),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          paymentId: like('pay-1001'),
          paymentIFrameUrl: httpsUrl('https://pay.example.iq/fib/pay-1001'),
          walletPayment: {
            qrCode: like('fib://pay/pay-1001'),
            paymentLink: httpsUrl('https://fib.example.iq/pay/pay-1001'),
            manualCode: like('FIB-58213'),
          },
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const answer = await payments.invokePayIn(fibDeposit);
        expect(answer.walletPayment?.manualCode).toBe('FIB-58213');
      }));

  it('starts a card deposit with the embedded payment page', () =>
    pact
      .addInteraction()
      .given(STATES.verifiedPlayer, player)
      .uponReceiving('a QI card deposit of 5000 IQD')
      .withRequest('PUT', '/payment/pay-in/invoke', (b) =>
        b.headers(AUTH_HEADERS).jsonBody(cardDeposit),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          paymentId: like('pay-1002'),
          paymentIFrameUrl: httpsUrl('https://pay.example.iq/card/pay-1002'),
          walletPayment: nullValue(),
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const answer = await payments.invokePayIn(cardDeposit);
        expect(answer.walletPayment).toBeNull();
      }));

  it('refuses a deposit below the minimum with 400 INVALID_AMOUNT', () =>
    pact
      .addInteraction()
      .given(STATES.verifiedPlayer, player)
      .uponReceiving('a deposit of 1000 IQD, below the minimum')
      .withRequest('PUT', '/payment/pay-in/invoke', (b) =>
        b.headers(AUTH_HEADERS).jsonBody({ ...fibDeposit, amountInCent: 100_000 }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody(errorBody('INVALID_AMOUNT', 'Invalid Deposit Amount. Minimum 1500 IQD')),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        await expectApiError(
          payments.invokePayIn({ ...fibDeposit, amountInCent: 100_000 }),
          400,
          'INVALID_AMOUNT',
        );
      }));

  // The client only asks: the body names the payment, never an outcome (decision 0015).
  it('reports the outcome the card payment page gave the backend', () =>
    pact
      .addInteraction()
      .given(STATES.paidCardDeposit, { ...player, amount: 5000 })
      .uponReceiving('a question for the result of a card deposit its page reported as paid')
      .withRequest('POST', '/payment/pay-in/result', (b) =>
        b.headers(AUTH_HEADERS).jsonBody({ paymentId }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ paymentId: like('pay-1001'), status: 'SUCCESSFUL', amount: iqd(5000) }),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const result = await payments.submitPayInResult({ paymentId: 'pay-1001' });
        expect(result.status).toBe('SUCCESSFUL');
      }));

  it('reports a refusal the provider decided', () =>
    pact
      .addInteraction()
      .given(STATES.refusedCardDeposit, { ...player, amount: 5000 })
      .uponReceiving('a question for the result of a card deposit the provider refused')
      .withRequest('POST', '/payment/pay-in/result', (b) =>
        b.headers(AUTH_HEADERS).jsonBody({ paymentId }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ paymentId: like('pay-1001'), status: 'FAILED', amount: iqd(5000) }),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const result = await payments.submitPayInResult({ paymentId: 'pay-1001' });
        expect(result.status).toBe('FAILED');
      }));

  it('answers a card deposit as pending until its payment page reports', () =>
    pact
      .addInteraction()
      .given(STATES.pendingCardDeposit, { ...player, amount: 5000 })
      .uponReceiving('a check of a pending card deposit')
      .comment(
        'A card payment stays PENDING until its payment page reports; the funds page polls for both outcomes (see the FIB interaction).',
      )
      .withRequest('GET', checkPath, (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(200, (b) =>
        b.jsonBody({ paymentId: like('pay-1001'), status: 'PENDING', amount: iqd(5000) }),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const result = await payments.checkPayIn('pay-1001');
        expect(result).toEqual({ paymentId: 'pay-1001', status: 'PENDING', amount: 5000 });
      }));

  it('answers a wallet deposit as successful once the player has paid', () =>
    pact
      .addInteraction()
      .given(STATES.paidFibDeposit, { ...player, amount: 5000 })
      .uponReceiving('a check of a FIB deposit the player has paid')
      .comment('The wallet app has paid: the check itself completes the deposit as SUCCESSFUL.')
      .withRequest('GET', checkPath, (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(200, (b) =>
        b.jsonBody({ paymentId: like('pay-1001'), status: 'SUCCESSFUL', amount: iqd(5000) }),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const result = await payments.checkPayIn('pay-1001');
        expect(result.status).toBe('SUCCESSFUL');
      }));
});
