/** What every provider state builds on: the answer types, the pact clock and shared setups. */
import type { World } from '../world/state';
import { type PlayerStateParams } from '../../contracts/states';
import { DEFAULT_ORIGIN } from '../config';
import { DomainError } from '../domain/errors';
import { invoke, settleByProvider } from '../services/payments';
import {
  addTicketsFor,
  createPlayer,
  findByUsername,
  giveVoucherTo,
  issueTokensFor,
  openDraws,
  requirePlayer,
  type PlayerRow,
} from './world';

export type AnswerValue = string | number | boolean | null;
/**
 * What a state builder answers. Tokens are signed asynchronously (Web Crypto), so a value may be a
 * promise: builders stay synchronous and spread `tokensOf(...)`; `applyProviderState` awaits them.
 */
export type ProviderStateAnswer = Record<string, AnswerValue | Promise<AnswerValue>>;
export type ProviderStateValues = Record<string, AnswerValue>;

/** Sunday 22 Nov 2026, 12:00 in Baghdad: the frozen clock every state starts from. */
export const PACT_CLOCK_START = Date.UTC(2026, 10, 22, 9, 0, 0);
export const DEMO_PHONE = '07701234567';
export const PASSWORD = 'Lottery123!';
export const GRID = [3, 7, 12, 19, 23, 28];
export const DAY = 86_400_000;
/** Longer than any SMS resend cooldown. */
export const RESEND_COOLDOWN_MS = 5 * 60_000;
/** yyyy-MM-dd in Baghdad (+03:00). */
export const serverDate = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);

/** The seeded player with this phone, or a new verified one built from the params. */
export function ensurePlayer(world: World, params: PlayerStateParams): PlayerRow {
  const phone = params.phone ?? DEMO_PHONE;
  const known = findByUsername(world, phone);
  if (known) return known;
  createPlayer(world, {
    phone,
    password: params.password ?? PASSWORD,
    state: 'verified',
    balance: params.balance ?? 0,
    withdrawable: params.withdrawable ?? params.balance ?? 0,
    email: params.email ?? null,
  });
  return requirePlayer(world, phone);
}

export const tokensOf = (world: World, player: PlayerRow): ProviderStateAnswer => {
  const tokens = issueTokensFor(world, player.phone);
  return {
    securityToken: tokens.then((t) => t.securityToken),
    refreshToken: tokens.then((t) => t.refreshToken),
  };
};

export const loggedIn = (world: World, params: PlayerStateParams): ProviderStateAnswer =>
  tokensOf(world, ensurePlayer(world, params));

export const ticket = (world: World, grid: number[]) => {
  const draw = openDraws(world)[0];
  if (!draw) throw new DomainError(409, 'NO_OPEN_DRAW', 'No draw is on sale');
  return { ticketTypeName: '6of29', drawIds: [draw.drawId], tips: [grid] };
};

/** A cart with one ticket per grid; answers its order id and first position id. */
export function withCart(
  world: World,
  params: PlayerStateParams,
  grids: number[][] = [GRID],
): ProviderStateAnswer {
  const player = ensurePlayer(world, params);
  const cart = addTicketsFor(
    world,
    player.phone,
    grids.map((grid) => ticket(world, grid)),
  );
  return {
    ...tokensOf(world, player),
    orderId: cart.orderId,
    positionId: cart.positions[0]?.position_id ?? 0,
  };
}

export function voucherFor(world: World, params: PlayerStateParams): void {
  giveVoucherTo(world, params.phone ?? DEMO_PHONE, {
    code: params.voucherCode ?? 'WELCOME5000',
    amount: params.amount ?? 5000,
    expiresInMs: 30 * DAY,
    applicableTicketTypes: ['6of29'],
  });
}

export function deposit(
  world: World,
  params: PlayerStateParams,
  method: 'FIB' | 'QI_CARD',
): ProviderStateAnswer {
  const player = ensurePlayer(world, params);
  const amountInCent = (params.amount ?? 5000) * 100;
  const request = { amountInCent, paymentMethod: method, useToken: false };
  const { paymentId } = invoke(world, player, request, DEFAULT_ORIGIN);
  return { ...tokensOf(world, player), paymentId };
}

/** A card deposit the provider's side (as the card page would) already settled. */
export function settledDeposit(
  world: World,
  params: PlayerStateParams,
  outcome: 'success' | 'failure',
) {
  const answer = deposit(world, params, 'QI_CARD');
  settleByProvider(world, String(answer.paymentId), outcome);
  return answer;
}

export type Builder = (world: World, params: PlayerStateParams) => ProviderStateAnswer;
