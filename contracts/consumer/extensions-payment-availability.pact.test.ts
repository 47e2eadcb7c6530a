import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import * as payments from '../../src/lib/api/payments';
import { PAYMENT_OUTAGE_STATES as S } from '../states-payment-outages';
import { PLAIN_HEADERS, extensionsPact, logOut, useMockServer } from './support/pact';

const { eachLike, regex } = MatchersV3;
const pact = extensionsPact();

/** Which deposit methods work now, rail by rail (decision 0271). */
describe('lottery-api-extensions: payment methods working now', () => {
  it('names each method with the state of each of its rails', () =>
    pact
      .addInteraction()
      .given(S.partialOutage)
      .uponReceiving('a request for the payment methods working now')
      .withRequest('GET', '/payment/methods/availability', (b) => b.headers(PLAIN_HEADERS))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          methods: eachLike({
            paymentMethod: regex('FAST_PAY|FIB|ZAIN_CASH|QI_CARD', 'FIB'),
            rails: eachLike({
              rail: regex('CARD|TRANSFER', 'TRANSFER'),
              state: regex('UP|SLOW|DOWN', 'UP'),
            }),
          }),
        }),
      )
      .executeTest(async (server) => {
        logOut();
        useMockServer(server);
        const answer = await payments.getPaymentAvailability();
        expect(answer.methods[0]).toEqual({
          paymentMethod: 'FIB',
          rails: [{ rail: 'TRANSFER', state: 'UP' }],
        });
      }));
});
