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
    handle(({ request }) => json(toUserBalance(potsOf(playerOf(request))))),
  ),
  route.get(
    `${base}/users/bookings`,
    handle(({ request }) => {
      const q = validQuery(request, pageOnlyQuery);
      return json(listBookings(playerOf(request).id, q.from, q.quantity));
    }),
  ),
  route.post(
    `${base}/users/wallet/withdraw`,
    idempotent(async ({ request }) => {
      playerOf(request);
      const request_ = await validBody(request, withdrawBody);
      // Re-authenticate after the await: the debit below must see the latest balance.
      return json(withdraw(playerOf(request), request_));
    }),
  ),
  route.get(
    `${base}/users/messages`,
    handle(({ request }) => {
      const q = validQuery(request, pageOnlyQuery);
      return json(listMessages(playerOf(request).id, q.from, q.quantity));
    }),
  ),
  route.get(
    `${base}/users/vouchers`,
    handle(({ request }) => json(vouchersOf(playerOf(request).id).map(toVoucher))),
  ),
  route.put(
    `${base}/users/vouchers`,
    idempotent(({ request }) => {
      const { voucherCode } = validQuery(request, voucherCodeQuery);
      return json(toVoucher(redeem(playerOf(request), voucherCode ?? null)));
    }),
  ),
  route.get(
    `${base}/users/payment-accounts`,
    handle(({ request }) => json(paymentAccounts(playerOf(request).id))),
  ),
];
