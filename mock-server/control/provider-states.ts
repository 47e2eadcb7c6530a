/**
 * Provider states of the consumer contracts (contracts/states.ts), built on the fake's world API.
 * Each state resets the world (frozen clock, seeded players), builds what its name says, and
 * answers the values the pacts inject: the player's tokens and any provider-generated id or code.
 * Served as POST /__control/state { state, params }.
 */
import { STATES, type PlayerStateParams } from '../../contracts/states';
import { DEFAULT_ORIGIN } from '../config';
import { DomainError } from '../domain/errors';
import { forgotPassword } from '../services/accounts/passwords';
import { updateProfile } from '../services/accounts/profile';
import { invoke, settleByProvider } from '../services/payments';
import { purchase } from '../services/purchase';
import { cmsStateValues } from './provider-states-cms';
import { idempotencyBuilders } from './provider-states-idempotency';
import {
  addTicketsFor,
  advanceClock,
  createPlayer,
  drawNextDraw,
  findByUsername,
  giveVoucherTo,
  issueTokensFor,
  now,
  openDraws,
  requirePlayer,
  resetWorld,
  setScenario,
  type PlayerRow,
} from './world';

export type ProviderStateAnswer = Record<string, string | number | boolean | null>;

/** Sunday 22 Nov 2026, 12:00 in Baghdad: the frozen clock every state starts from. */
export const PACT_CLOCK_START = Date.UTC(2026, 10, 22, 9, 0, 0);
const DEMO_PHONE = '07701234567';
const PASSWORD = 'Lottery123!';
const GRID = [3, 7, 12, 19, 23, 28];
const DAY = 86_400_000;
/** Longer than any SMS resend cooldown. */
const RESEND_COOLDOWN_MS = 5 * 60_000;
/** yyyy-MM-dd in Baghdad (+03:00). */
const serverDate = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);

/** The seeded player with this phone, or a new verified one built from the params. */
function ensurePlayer(params: PlayerStateParams): PlayerRow {
  const phone = params.phone ?? DEMO_PHONE;
  const known = findByUsername(phone);
  if (known) return known;
  createPlayer({
    phone,
    password: params.password ?? PASSWORD,
    state: 'verified',
    balance: params.balance ?? 0,
    withdrawable: params.withdrawable ?? params.balance ?? 0,
    email: params.email ?? null,
  });
  return requirePlayer(phone);
}

const tokensOf = (player: PlayerRow): ProviderStateAnswer => {
  const { securityToken, refreshToken } = issueTokensFor(player.phone);
  return { securityToken, refreshToken };
};

const loggedIn = (params: PlayerStateParams): ProviderStateAnswer => tokensOf(ensurePlayer(params));

const ticket = (grid: number[]) => {
  const draw = openDraws()[0];
  if (!draw) throw new DomainError(409, 'NO_OPEN_DRAW', 'No draw is on sale');
  return { ticketTypeName: '6of29', drawIds: [draw.drawId], tips: [grid] };
};

/** A cart with one ticket per grid; answers its order id and first position id. */
function withCart(params: PlayerStateParams, grids: number[][] = [GRID]): ProviderStateAnswer {
  const player = ensurePlayer(params);
  const cart = addTicketsFor(
    player.phone,
    grids.map((grid) => ticket(grid)),
  );
  return {
    ...tokensOf(player),
    orderId: cart.orderId,
    positionId: cart.positions[0]?.position_id ?? 0,
  };
}

function voucherFor(params: PlayerStateParams): void {
  giveVoucherTo(params.phone ?? DEMO_PHONE, {
    code: params.voucherCode ?? 'WELCOME5000',
    amount: params.amount ?? 5000,
    expiresInMs: 30 * DAY,
    applicableTicketTypes: ['6of29'],
  });
}

function deposit(params: PlayerStateParams, method: 'FIB' | 'QI_CARD'): ProviderStateAnswer {
  const player = ensurePlayer(params);
  const amountInCent = (params.amount ?? 5000) * 100;
  const request = { amountInCent, paymentMethod: method, useToken: false };
  const { paymentId } = invoke(player, request, DEFAULT_ORIGIN);
  return { ...tokensOf(player), paymentId };
}

/** A card deposit the provider's side (as the card page would) already settled. */
function settledDeposit(params: PlayerStateParams, outcome: 'success' | 'failure') {
  const answer = deposit(params, 'QI_CARD');
  settleByProvider(String(answer.paymentId), outcome);
  return answer;
}

type Builder = (params: PlayerStateParams) => ProviderStateAnswer;

const BUILDERS: Record<string, Builder> = {
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

/** Resets the world and builds the named state; 400 UNKNOWN_STATE for a name it does not know. */
export async function applyProviderState(
  state: string,
  params: Record<string, unknown> = {},
): Promise<ProviderStateAnswer> {
  const cms = cmsStateValues(state);
  if (cms) return cms;
  const build = BUILDERS[state];
  if (!build) throw new DomainError(400, 'UNKNOWN_STATE', `Unknown provider state: ${state}`);
  resetWorld({ clockStart: PACT_CLOCK_START });
  return build(params as PlayerStateParams);
}
