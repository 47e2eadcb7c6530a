import { expect, type APIRequestContext } from '@playwright/test';
import { FAKE_URL } from './control';
import { PASSWORD } from './seed';

// A player's calls made straight to the fake, beside what the page does.

/** The lottery API of this worker's world of the fake. */
export const LOTTERY_URL = `${FAKE_URL}/lottery`;
interface ApiTicket {
  ticketId: number;
  receiptNumber: string;
  tips: number[][];
}

/** The player's security token, from the fake's login call. */
export async function tokenOf(request: APIRequestContext, phone: string): Promise<string> {
  const response = await request.post(`${LOTTERY_URL}/users/login`, {
    params: { username: phone, password: PASSWORD },
  });
  expect(response.ok(), `login of ${phone} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { securityToken: string }).securityToken;
}

export async function drawnTickets(
  request: APIRequestContext,
  phone: string,
): Promise<ApiTicket[]> {
  const token = await tokenOf(request, phone);
  const response = await request.post(`${LOTTERY_URL}/games/tickets/list`, {
    params: { from: 0, quantity: 10, orderBy: '-lastDrawDateTime' },
    headers: { Authorization: `Bearer ${token}` },
    data: [
      {
        filterKey: 'ticketState',
        filterValue: '',
        filterValues: ['LOST', 'WON_FINALIZED', 'CANCELLED'],
      },
    ],
  });
  return (await response.json()) as ApiTicket[];
}

/** The player's open tickets as the fake lists them. */
export async function openTickets(request: APIRequestContext, phone: string): Promise<ApiTicket[]> {
  const token = await tokenOf(request, phone);
  const response = await request.post(`${LOTTERY_URL}/games/tickets/list`, {
    params: { from: 0, quantity: 20, orderBy: '-created' },
    headers: { Authorization: `Bearer ${token}` },
    data: [{ filterKey: 'ticketState', filterValue: 'OPEN' }],
  });
  return (await response.json()) as ApiTicket[];
}

/**
 * Buys one grid for the next draw through the API, as a player who already has a ticket;
 * answers the purchase (its orderId and ticketIds).
 */
export async function buyNextDraw(request: APIRequestContext, phone: string, grid: number[]) {
  const token = await tokenOf(request, phone);
  const headers = { Authorization: `Bearer ${token}` };
  const info = await request.get(`${LOTTERY_URL}/draw/draw-information`, {
    params: { gameTypeNames: '6of29', nextAmount: 1 },
  });
  const [next] = (await info.json()) as { nextDraws: { drawId: number }[] }[];
  const added = await request.post(`${LOTTERY_URL}/orders/cart/ticket`, {
    headers,
    data: { ticketTypeName: '6of29', drawIds: [next!.nextDraws[0]!.drawId], tips: [grid] },
  });
  expect(added.ok()).toBe(true);
  const bought = await request.post(`${LOTTERY_URL}/orders/cart/purchase`, {
    headers,
    params: { paymentMethod: 'NONE' },
  });
  expect(bought.ok()).toBe(true);
  return (await bought.json()) as { orderId: number; ticketIds: number[]; receiptNumber: string };
}
