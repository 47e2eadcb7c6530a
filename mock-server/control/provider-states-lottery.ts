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
  [STATES.unverifiedPlayer]: (params) => {
    const player = ensurePlayer(params);
    return { ...tokensOf(player), activateCode: player.smsCode };
  },
  [STATES.unverifiedPlayerCanResend]: (params) => {
    ensurePlayer(params);
    advanceClock(RESEND_COOLDOWN_MS);
    return loggedIn(params);
  },
  [STATES.passwordResetRequested]: (params) => {
    forgotPassword(params.phone ?? DEMO_PHONE);
    return { securityCode: ensurePlayer(params).securityCode ?? '' };
  },
  [STATES.pendingEmailChange]: (params) => {
    const player = ensurePlayer(params);
    const { firstName, lastName } = player;
    const city = player.city as 'Baghdad';
    const email = 'ahmed.new@example.com';
    const changed = updateProfile(player, { firstName, lastName, city, email });
    return { ...tokensOf(player), activationId: changed.activationId ?? '' };
  },
  [STATES.emailTakenByAnother]: (params) => {
    const email = params.email ?? 'taken@example.com';
    createPlayer({ phone: '07705550002', password: PASSWORD, email });
    return loggedIn(params);
  },
  [STATES.closablePlayer]: loggedIn,
  [STATES.playerWithVoucher]: (params) => {
    voucherFor(params);
    return loggedIn(params);
  },
  [STATES.redeemableVoucher]: loggedIn,
  [STATES.playerWithPaymentAccount]: loggedIn,
  [STATES.upcomingDraw]: (params) => ({
    ...(params.phone ? loggedIn(params) : {}),
    drawId: openDraws()[0]?.drawId ?? 0,
    dateFrom: serverDate(now()),
    dateTo: serverDate(now() + 60 * DAY),
  }),
  [STATES.drawnDraw]: () => {
    const drawn = drawNextDraw([4, 9, 13, 17, 22, 27]);
    return {
      drawId: drawn.drawId,
      dateFrom: serverDate(now() - 30 * DAY),
      dateTo: serverDate(now() + DAY),
    };
  },
  [STATES.openTicket]: loggedIn,
  [STATES.drawnTicket]: (params) => {
    withCart(params);
    purchase(ensurePlayer(params), { soldOut: 'none', spendingLimitIqd: null });
    drawNextDraw(GRID);
    // The draw moves the clock to draw time: tokens issued before it would have expired.
    return loggedIn(params);
  },
  [STATES.noActiveCart]: loggedIn,
  [STATES.activeCart]: (params) => withCart(params),
  [STATES.activeCartTwoTickets]: (params) => withCart(params, [GRID, [1, 2, 10, 15, 20, 29]]),
  [STATES.activeCartAndVoucher]: (params) => {
    voucherFor(params);
    return withCart(params);
  },
  [STATES.cartPaidByVoucher]: (params) => {
    const answer = withCart(params);
    voucherFor({ ...params, voucherCode: 'LUCKY-COVER-2000', amount: 2000 });
    addVoucherToCart(requirePlayer(params.phone ?? DEMO_PHONE), 'LUCKY-COVER-2000');
    return answer;
  },
  [STATES.cartAboveBalance]: (params) => withCart(params),
  [STATES.cartTermsNotAccepted]: (params) => withCart(params),
  [STATES.cartAboveSpendingLimit]: (params) => {
    setScenario({ spendingLimitIqd: 500 });
    return withCart(params);
  },
  [STATES.cartSoldOut]: (params) => {
    setScenario({ soldOut: 'all' });
    return withCart(params);
  },
  [STATES.paidFibDeposit]: (params) => deposit(params, 'FIB'),
  [STATES.pendingCardDeposit]: (params) => deposit(params, 'QI_CARD'),
  [STATES.paidCardDeposit]: (params) => settledDeposit(params, 'success'),
  [STATES.refusedCardDeposit]: (params) => settledDeposit(params, 'failure'),
  ...idempotencyBuilders(ensurePlayer, loggedIn),
};
