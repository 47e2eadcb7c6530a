import type autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../../fixtures/demo-players';

const PASSWORD = DEMO_PASSWORD;
const json = { 'content-type': 'application/json' };

export interface Players {
  phones: string[];
  tokens: string[];
  drawId: number;
  /** Gives each autocannon connection its own player's token. */
  withToken(request: autocannon.Request, context: object): autocannon.Request;
}

/** One rich player per connection (through the control API), so purchases never run dry. */
export async function setUpPlayers(url: string, count: number): Promise<Players> {
  const phones = Array.from({ length: count }, (_, i) => `0779000${String(i).padStart(4, '0')}`);
  const tokens: string[] = [];
  for (const phone of phones) {
    await fetch(`${url}/__control/players`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ phone, password: PASSWORD, state: 'verified', balance: 1e9 }),
    });
    const query = `username=${phone}&password=${encodeURIComponent(PASSWORD)}`;
    const login = await fetch(`${url}/lottery/users/login?${query}`, { method: 'POST' });
    tokens.push(((await login.json()) as { securityToken: string }).securityToken);
  }
  const info = await fetch(`${url}/lottery/draw/draw-information?nextAmount=1`);
  const [main] = (await info.json()) as { nextDraws: { drawId: number }[] }[];
  let next = 0;
  return {
    phones,
    tokens,
    drawId: main?.nextDraws[0]?.drawId ?? 0,
    withToken: (request, context) => {
      const ctx = context as { token?: string };
      ctx.token ??= tokens[next++ % tokens.length];
      return { ...request, headers: { ...request.headers, authorization: `Bearer ${ctx.token}` } };
    },
  };
}

/** Login, add-to-cart and add + purchase pairs (a purchase needs a filled cart). */
export function writeScenarios(p: Players): [string, autocannon.Request[]][] {
  const ticket = JSON.stringify({
    ticketTypeName: '6of29',
    drawIds: [p.drawId],
    tips: [[3, 7, 11, 19, 23, 28]],
  });
  const add = {
    method: 'POST' as const,
    path: '/lottery/orders/cart/ticket',
    headers: json,
    body: ticket,
    setupRequest: p.withToken,
  };
  const query = `username=${p.phones[0]}&password=${encodeURIComponent(PASSWORD)}`;
  return [
    ['login', [{ method: 'POST', path: `/lottery/users/login?${query}` }]],
    ['add to cart', [add]],
    [
      'add + purchase (pairs)',
      [add, { method: 'POST', path: '/lottery/orders/cart/purchase', setupRequest: p.withToken }],
    ],
  ];
}
