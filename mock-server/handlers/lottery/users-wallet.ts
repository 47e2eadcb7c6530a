import { http } from 'msw';
import type { WithdrawRequest } from '../../../src/lib/api/types';
import { toUserBalance } from '../../domain/ledger';
import { potsOf } from '../../services/ledger';
import { listBookings, listMessages, paymentAccounts, withdraw } from '../../services/wallet';
import { redeem, toVoucher, vouchersOf } from '../../services/vouchers';
import { body, handle, idempotent, json, playerOf, query } from '../respond';

/** Balance, bookings, withdrawals, notifications, vouchers and saved payout accounts. */
export const usersWalletHandlers = (base: string) => [
  http.get(
    `${base}/users/account-balance`,
    handle(({ request }) => json(toUserBalance(potsOf(playerOf(request))))),
  ),
  http.get(
    `${base}/users/bookings`,
    handle(({ request }) => {
      const q = query(request);
      return json(listBookings(playerOf(request).id, q.get('from'), q.get('quantity')));
    }),
  ),
  http.post(
    `${base}/users/wallet/withdraw`,
    idempotent(async ({ request }) => {
      playerOf(request);
      const request_ = await body<WithdrawRequest>(request);
      // Re-authenticate after the await: the debit below must see the latest balance.
      return json(withdraw(playerOf(request), request_));
    }),
  ),
  http.get(
    `${base}/users/messages`,
    handle(({ request }) => {
      const q = query(request);
      return json(listMessages(playerOf(request).id, q.get('from'), q.get('quantity')));
    }),
  ),
  http.get(
    `${base}/users/vouchers`,
    handle(({ request }) => json(vouchersOf(playerOf(request).id).map(toVoucher))),
  ),
  http.put(
    `${base}/users/vouchers`,
    idempotent(({ request }) =>
      json(toVoucher(redeem(playerOf(request), query(request).get('voucherCode')))),
    ),
  ),
  http.get(
    `${base}/users/payment-accounts`,
    handle(({ request }) => json(paymentAccounts(playerOf(request).id))),
  ),
];
