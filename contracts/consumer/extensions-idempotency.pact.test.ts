import { MatchersV3 } from '@pact-foundation/pact';
import { beforeEach, describe, expect, it } from 'vitest';
import * as account from '../../src/lib/api/account';
import * as payments from '../../src/lib/api/payments';
import { DEMO_PLAYER, STATES } from '../states';
import { IDEMPOTENCY_STATES, KEYED_WITHDRAWAL } from '../states-extensions-idempotency';
import { balance, booking } from './support/account-shapes';
import { errorBody, iqd } from './support/matchers';
import { AUTH_HEADERS, expectApiError, extensionsPact, logIn, useMockServer } from './support/pact';

const { fromProviderState, like } = MatchersV3;
const pact = extensionsPact();
const player = { phone: DEMO_PLAYER.phone, password: DEMO_PLAYER.password };
const keyed = (key: string) => ({ ...AUTH_HEADERS, 'Idempotency-Key': key });

/**
 * Extensions the spec's backend lacks (decision 0015 and decision 0016): an `Idempotency-Key` on money
 * calls, so a repeated submit or a retry after a dropped connection moves money once; and why a
 * pay-in failed. The app works without them (one request in flight per action; a generic text).
 */
describe('lottery API extensions: idempotent money calls, pay-in failure reasons', () => {
  beforeEach(logIn);

  it('answers a repeated withdrawal with the first answer, paying out once', () =>
    pact
      .addInteraction()
      .given(IDEMPOTENCY_STATES.withdrawalWithKey, player)
      .uponReceiving('the same withdrawal again under the same Idempotency-Key')
      .comment(
        'A retry after a lost answer (decision 0016): the provider answers the first result again and pays out once.',
      )
      .withRequest('POST', '/users/wallet/withdraw', (b) =>
        b.headers(keyed(KEYED_WITHDRAWAL.key)).jsonBody(KEYED_WITHDRAWAL.body),
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
        const answer = await account.withdraw({ ...KEYED_WITHDRAWAL.body }, KEYED_WITHDRAWAL.key);
        expect(answer.balance.balance).toBe(48_000);
      }));

  it('refuses another request under a key already used, with 422', () =>
    pact
      .addInteraction()
      .given(IDEMPOTENCY_STATES.withdrawalWithKey, player)
      .uponReceiving('a different withdrawal under an Idempotency-Key already used')
      .withRequest('POST', '/users/wallet/withdraw', (b) =>
        b.headers(keyed(KEYED_WITHDRAWAL.key)).jsonBody({ ...KEYED_WITHDRAWAL.body, amount: 3000 }),
      )
      .willRespondWith(422, (b) =>
        b.jsonBody(
          errorBody(
            'IDEMPOTENCY_KEY_REUSED',
            'This Idempotency-Key was used for a different request',
          ),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        await expectApiError(
          account.withdraw({ ...KEYED_WITHDRAWAL.body, amount: 3000 }, KEYED_WITHDRAWAL.key),
          422,
          'IDEMPOTENCY_KEY_REUSED',
        );
      }));

  it('names why a pay-in failed', () =>
    pact
      .addInteraction()
      .given(STATES.refusedCardDeposit, { ...player, amount: 5000 })
      .uponReceiving('a check of a card deposit the provider refused, with the reason')
      .withRequest(
        'GET',
        fromProviderState('/payment/pay-in/check/${paymentId}', '/payment/pay-in/check/pay-1001'),
        (b) => b.headers(AUTH_HEADERS),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          paymentId: like('pay-1001'),
          status: 'FAILED',
          amount: iqd(5000),
          failureReason: MatchersV3.regex(/^(REFUSED|ERROR|CANCELLED)$/, 'REFUSED'),
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const result = await payments.checkPayIn('pay-1001');
        expect(result.failureReason).toBe('REFUSED');
      }));
});
