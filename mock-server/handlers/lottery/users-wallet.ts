import { route } from '../../routes/route';
import { toUserBalance } from '../../domain/ledger';
import { potsOf } from '../../services/ledger';
import { listBookings, listMessages, paymentAccounts, withdraw } from '../../services/wallet';
import { redeem, toVoucher, vouchersOf } from '../../services/vouchers';
import { handle, idempotent, json, playerOf } from '../respond';
import { validBody, validQuery } from '../validate';
import { pageOnlyQuery, voucherCodeQuery, withdrawBody } from './schemas/wallet';

/** Balance, bookings, withdrawals, notifications, vouchers and saved payout accounts. */
export const usersWalletHandlers = (base: string) => [
  route.get(
    `${base}/users/account-balance`,
    handle(({ world, request }) => json(toUserBalance(potsOf(playerOf(world, request))))),
  ),
  route.get(
    `${base}/users/bookings`,
    handle(({ world, request }) => {
      const q = validQuery(request, pageOnlyQuery);
      return json(listBookings(world, playerOf(world, request).id, q.from, q.quantity));
    }),
    { query: pageOnlyQuery },
  ),
  route.post(
    `${base}/users/wallet/withdraw`,
    idempotent(async ({ world, request }) => {
      playerOf(world, request);
      const request_ = await validBody(request, withdrawBody);
      // Re-authenticate after the await: the debit below must see the latest balance.
      return json(withdraw(world, playerOf(world, request), request_));
    }),
    { body: withdrawBody },
  ),
  route.get(
    `${base}/users/messages`,
    handle(({ world, request }) => {
      const q = validQuery(request, pageOnlyQuery);
      return json(listMessages(world, playerOf(world, request).id, q.from, q.quantity));
    }),
    { query: pageOnlyQuery },
  ),
  route.get(
    `${base}/users/vouchers`,
    handle(({ world, request }) =>
      json(vouchersOf(world, playerOf(world, request).id).map((row) => toVoucher(world, row))),
    ),
  ),
  route.put(
    `${base}/users/vouchers`,
    idempotent(({ world, request }) => {
      const { voucherCode } = validQuery(request, voucherCodeQuery);
      return json(toVoucher(world, redeem(world, playerOf(world, request), voucherCode ?? null)));
    }),
    { query: voucherCodeQuery },
  ),
  route.get(
    `${base}/users/payment-accounts`,
    handle(({ world, request }) => json(paymentAccounts(world, playerOf(world, request).id))),
  ),
];
