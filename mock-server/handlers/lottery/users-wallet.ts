import { route } from '../../routes/route';
import { toUserBalance } from '../../domain/ledger';
import { potsOf } from '../../services/ledger';
import { listBookings, listMessages, paymentAccounts, withdraw } from '../../services/wallet';
import { redeem, toVoucher, vouchersOf } from '../../services/vouchers';
import { authed, authedAfterInput, handle, idempotent, json } from '../respond';

/** Balance, bookings, withdrawals, notifications, vouchers and saved payout accounts. */
export const usersWalletHandlers = (base: string) => [
  route.call(base, 'getAccountBalance', () =>
    handle(authed(({ player }) => json(toUserBalance(potsOf(player))))),
  ),
  route.call(base, 'getBookings', (input) =>
    handle(
      authedAfterInput(({ world, request, playerNow }) => {
        const q = input.query(request);
        return json(listBookings(world, playerNow().id, q.from, q.quantity));
      }),
    ),
  ),
  route.call(base, 'withdraw', (input) =>
    idempotent(
      authed(async ({ world, request, playerNow }) => {
        const request_ = await input.body(request);
        // Re-authenticate after the await: the debit below must see the latest balance.
        return json(withdraw(world, playerNow(), request_));
      }),
    ),
  ),
  route.call(base, 'getMessages', (input) =>
    handle(
      authedAfterInput(({ world, request, playerNow }) => {
        const q = input.query(request);
        return json(listMessages(world, playerNow().id, q.from, q.quantity));
      }),
    ),
  ),
  route.call(base, 'getVouchers', () =>
    handle(
      authed(({ world, player }) =>
        json(vouchersOf(world, player.id).map((row) => toVoucher(world, row))),
      ),
    ),
  ),
  route.call(base, 'redeemVoucher', (input) =>
    idempotent(
      authedAfterInput(({ world, request, playerNow }) => {
        const { voucherCode } = input.query(request);
        return json(toVoucher(world, redeem(world, playerNow(), voucherCode ?? null)));
      }),
    ),
  ),
  route.call(base, 'getPaymentAccounts', () =>
    handle(authed(({ world, player }) => json(paymentAccounts(world, player.id)))),
  ),
];
