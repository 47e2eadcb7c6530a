import type { APIRequestContext, Page } from '@playwright/test';
import type { ControlClient } from './control';
import { expect } from './fixtures';
import { PASSWORD } from './seed';
import { LOTTERY_URL, tokenOf } from './player-api';
import { FAKE_URL } from './control';

/** A player of the win-truth specs of its own, who buys a ticket and sees a chosen draw. */
export const PHONE = '07705552323';

/** The numbers a grid shares with a draw: what the screens must say, worked out here. */
export const intersect = (grid: readonly number[], drawn: readonly number[]) =>
  grid.filter((n) => drawn.includes(n)).sort((a, b) => a - b);

/** A new verified player who buys one ticket with these grids for the next `draws` draws. */
export async function buyTicket(
  request: APIRequestContext,
  control: ControlClient,
  grids: number[][],
  draws: number,
): Promise<number[]> {
  await control.createPlayer({
    phone: PHONE,
    password: PASSWORD,
    state: 'verified',
    balance: 20_000,
    withdrawable: 20_000,
    termsAccepted: true,
  });
  const securityToken = await tokenOf(request, PHONE);
  const headers = { Authorization: `Bearer ${securityToken}` };
  const info = await request.get(`${LOTTERY_URL}/draw/draw-information`, {
    params: { gameTypeNames: '6of29', nextAmount: draws },
  });
  const [game] = (await info.json()) as { nextDraws: { drawId: number }[] }[];
  const drawIds = game!.nextDraws.map((d) => d.drawId);
  expect(drawIds).toHaveLength(draws);
  const added = await request.post(`${LOTTERY_URL}/orders/cart/ticket`, {
    headers,
    data: { ticketTypeName: '6of29', drawIds, tips: grids },
  });
  expect(added.ok()).toBe(true);
  const bought = await request.post(`${LOTTERY_URL}/orders/cart/purchase`, {
    headers,
    params: { paymentMethod: 'NONE' },
  });
  expect(bought.ok()).toBe(true);
  return drawIds;
}

/** Draws the next draw with these numbers; the browser's clock follows the fake's. */
export async function drawAndFollowClock(
  page: Page,
  request: APIRequestContext,
  control: ControlClient,
  numbers: number[],
) {
  await control.nextDraw(numbers);
  const clock = (await (await request.get(`${FAKE_URL}/__control/clock`)).json()) as {
    nowMs: number;
  };
  await page.clock.install({ time: clock.nowMs + 1000 });
}
