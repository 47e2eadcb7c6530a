/** The lottery API's provider states (contracts/states.ts), one builder per state name. */
import {
  DEMO_PHONE,
  PASSWORD,
  GRID,
  DAY,
  RESEND_COOLDOWN_MS,
  serverDate,
  tokensOf,
  loggedIn,
  ensurePlayer,
  withCart,
  voucherFor,
  deposit,
  settledDeposit,
  type Builder,
} from './provider-states-support';
import { STATES } from '../../contracts/states';
import { forgotPassword } from '../services/accounts/passwords';
import { updateProfile } from '../services/accounts/profile';
import { addVoucherToCart } from '../services/cart-vouchers';
import { purchase } from '../services/purchase';
import { idempotencyBuilders } from './provider-states-idempotency';
import {
  advanceClock,
  createPlayer,
  drawNextDraw,
  now,
  openDraws,
  requirePlayer,
  setScenario,
} from './world';

export const LOTTERY_BUILDERS: Record<string, Builder> = {
  [STATES.noPlayerLoggedIn]: () => ({}),
  [STATES.phoneNotRegistered]: () => ({}),
  [STATES.verifiedPlayer]: loggedIn,
  [STATES.verifiedPlayerWithHistory]: loggedIn,
  [STATES.suspendedPlayer]: () => ({}),
  [STATES.unverifiedPlayer]: (world, params) => {
    const player = ensurePlayer(world, params);
    return { ...tokensOf(world, player), activateCode: player.smsCode };
  },
  [STATES.unverifiedPlayerCanResend]: (world, params) => {
    ensurePlayer(world, params);
    advanceClock(world, RESEND_COOLDOWN_MS);
    return loggedIn(world, params);
  },
  [STATES.passwordResetRequested]: (world, params) => {
    forgotPassword(world, params.phone ?? DEMO_PHONE);
    return { securityCode: ensurePlayer(world, params).securityCode ?? '' };
  },
  [STATES.pendingEmailChange]: (world, params) => {
    const player = ensurePlayer(world, params);
    const { firstName, lastName } = player;
    const city = player.city as 'Baghdad';
    const email = 'ahmed.new@example.com';
    const changed = updateProfile(world, player, { firstName, lastName, city, email });
    return { ...tokensOf(world, player), activationId: changed.activationId ?? '' };
  },
  [STATES.emailTakenByAnother]: (world, params) => {
    const email = params.email ?? 'taken@example.com';
    createPlayer(world, { phone: '07705550002', password: PASSWORD, email });
    return loggedIn(world, params);
  },
  [STATES.closablePlayer]: loggedIn,
  [STATES.playerWithVoucher]: (world, params) => {
    voucherFor(world, params);
    return loggedIn(world, params);
  },
  [STATES.redeemableVoucher]: loggedIn,
  [STATES.playerWithPaymentAccount]: loggedIn,
  [STATES.upcomingDraw]: (world, params) => ({
    ...(params.phone ? loggedIn(world, params) : {}),
    drawId: openDraws(world)[0]?.drawId ?? 0,
    dateFrom: serverDate(now(world)),
    dateTo: serverDate(now(world) + 60 * DAY),
  }),
  [STATES.drawnDraw]: (world) => {
    const drawn = drawNextDraw(world, [4, 9, 13, 17, 22, 27]);
    return {
      drawId: drawn.drawId,
      dateFrom: serverDate(now(world) - 30 * DAY),
      dateTo: serverDate(now(world) + DAY),
    };
  },
  [STATES.openTicket]: loggedIn,
  [STATES.drawnTicket]: (world, params) => {
    withCart(world, params);
    purchase(world, ensurePlayer(world, params), { soldOut: 'none', spendingLimitIqd: null });
    drawNextDraw(world, GRID);
    // The draw moves the clock to draw time: tokens issued before it would have expired.
    return loggedIn(world, params);
  },
  [STATES.noActiveCart]: loggedIn,
  [STATES.activeCart]: (world, params) => withCart(world, params),
  [STATES.activeCartTwoTickets]: (world, params) =>
    withCart(world, params, [GRID, [1, 2, 10, 15, 20, 29]]),
  [STATES.activeCartAndVoucher]: (world, params) => {
    voucherFor(world, params);
    return withCart(world, params);
  },
  [STATES.cartPaidByVoucher]: (world, params) => {
    const answer = withCart(world, params);
    voucherFor(world, { ...params, voucherCode: 'LUCKY-COVER-2000', amount: 2000 });
    addVoucherToCart(
      world,
      requirePlayer(world, params.phone ?? DEMO_PHONE),
      'LUCKY-COVER-2000',
      true,
    );
    return answer;
  },
  [STATES.cartAboveBalance]: (world, params) => withCart(world, params),
  [STATES.cartTermsNotAccepted]: (world, params) => withCart(world, params),
  [STATES.cartAboveSpendingLimit]: (world, params) => {
    setScenario(world, { spendingLimitIqd: 500 });
    return withCart(world, params);
  },
  [STATES.cartSoldOut]: (world, params) => {
    setScenario(world, { soldOut: 'all' });
    return withCart(world, params);
  },
  [STATES.paidFibDeposit]: (world, params) => deposit(world, params, 'FIB'),
  [STATES.pendingCardDeposit]: (world, params) => deposit(world, params, 'QI_CARD'),
  [STATES.paidCardDeposit]: (world, params) => settledDeposit(world, params, 'success'),
  [STATES.refusedCardDeposit]: (world, params) => settledDeposit(world, params, 'failure'),
  ...idempotencyBuilders(ensurePlayer, loggedIn),
};
