import { route } from '../../routes/route';
import { toUserBalance } from '../../domain/ledger';
import { potsOf } from '../../services/ledger';
import { listBookings, listMessages, paymentAccounts, withdraw } from '../../services/wallet';
import { redeem, toVoucher, vouchersOf } from '../../services/vouchers';
import { authed, authedAfterInput, handle, idempotent, json } from '../respond';
import { validBody, validQuery } from '../validate';
import { pageOnlyQuery, voucherCodeQuery, withdrawBody } from './schemas/wallet';

/** Balance, bookings, withdrawals, notifications, vouchers and saved payout accounts. */
export const usersWalletHandlers = (base: string) => [
  route.get(
    `${base}/users/account-balance`,
    handle(authed(({ player }) => json(toUserBalance(potsOf(player))))),
  ),
  route.get(
    `${base}/users/bookings`,
    handle(
      authedAfterInput(({ world, request, playerNow }) => {
        const q = validQuery(request, pageOnlyQuery);
        return json(listBookings(world, playerNow().id, q.from, q.quantity));
      }),
    ),
    { query: pageOnlyQuery },
  ),
  route.post(
    `${base}/users/wallet/withdraw`,
    idempotent(
      authed(async ({ world, request, playerNow }) => {
        const request_ = await validBody(request, withdrawBody);
        // Re-authenticate after the await: the debit below must see the latest balance.
        return json(withdraw(world, playerNow(), request_));
      }),
    ),
    { body: withdrawBody },
  ),
  route.get(
    `${base}/users/messages`,
    handle(
      authedAfterInput(({ world, request, playerNow }) => {
        const q = validQuery(request, pageOnlyQuery);
        return json(listMessages(world, playerNow().id, q.from, q.quantity));
      }),
    ),
    { query: pageOnlyQuery },
  ),
  route.get(
    `${base}/users/vouchers`,
    handle(
      authed(({ world, player }) =>
        json(vouchersOf(world, player.id).map((row) => toVoucher(world, row))),
      ),
    ),
  ),
  route.put(
    `${base}/users/vouchers`,
    idempotent(
      authedAfterInput(({ world, request, playerNow }) => {
        const { voucherCode } = validQuery(request, voucherCodeQuery);
        return json(toVoucher(world, redeem(world, playerNow(), voucherCode ?? null)));
      }),
    ),
    { query: voucherCodeQuery },
  ),
  route.get(
    `${base}/users/payment-accounts`,
    handle(authed(({ world, player }) => json(paymentAccounts(world, player.id)))),
  ),
];
