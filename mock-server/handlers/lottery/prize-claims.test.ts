import { describe, expect, it } from 'vitest';
import type { PrizeClaims } from '../../../src/lib/api/types';
import { ANSWERS } from '../../../src/lib/api/schemas/answers';
import { balance, call, control, ticket, token, useFake } from '../../testing/fake';

useFake();

const JACKPOT_GRID = [3, 8, 12, 17, 21, 29];
const FIVE_OF_IT = [3, 8, 12, 17, 21, 1];

/** Buys one ticket of `grid` for the next draw and draws it with `drawn`. */
async function win(grid: number[], drawn: number[]) {
  const auth = await token();
  const bought = ticket(1, 1);
  bought.tips = [grid];
  await call('/orders/cart/ticket', { method: 'POST', token: auth, body: bought });
  await call('/orders/cart/purchase', { method: 'POST', token: auth });
  const before = await balance(await token());
  await control('/draws/next', { method: 'POST', body: { winningNumbers: drawn } });
  const after = await token();
  return { auth: after, drawId: bought.drawIds[0]!, before, after: await balance(after) };
}
const claims = async (auth: string) =>
  (await call<PrizeClaims>('/users/prize-claims', { token: auth })).body;

// Decision 0251: from the threshold a win is claimed, never credited straight to the wallet.
describe('GET /users/prize-claims', () => {
  it('keeps a jackpot out of the wallet and lists it as a claim waiting for the player', async () => {
    const { auth, drawId, before, after } = await win(JACKPOT_GRID, JACKPOT_GRID);
    expect(after.balance).toBe(before.balance);
    const answer = await claims(auth);
    expect(ANSWERS.getPrizeClaims.safeParse(answer).success).toBe(true);
    expect(answer.threshold).toBe(5_000_000);
    expect(answer.claims).toEqual([
      expect.objectContaining({ drawId, state: 'WAITING_FOR_PLAYER' }),
    ]);
    expect(answer.claims[0]!.amount).toBeGreaterThanOrEqual(250_000_000);
  });

  it('credits a win below the threshold at once and lists no claim', async () => {
    const { auth, before, after } = await win(JACKPOT_GRID, FIVE_OF_IT);
    expect(after.balance).toBe(before.balance + 1_000_000);
    expect((await claims(auth)).claims).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expect((await call('/users/prize-claims')).status).toBe(401);
  });
});
