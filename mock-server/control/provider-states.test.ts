import { defaultWorld } from '../world/current';
import { describe, expect, it } from 'vitest';
import { ALL_STATES, STATES } from '../../contracts/states';
import { authenticateBearer } from '../services/auth';
import { applyProviderState } from './provider-states';

const world = defaultWorld();

describe('provider states', () => {
  it('builds every state the contracts name', async () => {
    for (const state of ALL_STATES) {
      await expect(applyProviderState(world, state), state).resolves.toBeTypeOf('object');
    }
  });

  it('answers a token the fake accepts for a state with a player', async () => {
    const { securityToken } = await applyProviderState(world, STATES.activeCart);
    expect((await authenticateBearer(world, `Bearer ${String(securityToken)}`)).username).toBe(
      '07701234567',
    );
  });

  it('answers a still-valid token after a state moves the clock to a draw', async () => {
    const answer = await applyProviderState(world, STATES.drawnTicket, {
      phone: '07705550003',
      balance: 50_000,
    });
    expect(
      (await authenticateBearer(world, `Bearer ${String(answer.securityToken)}`)).username,
    ).toBe('07705550003');
  });

  it('answers the ids the pacts inject', async () => {
    const cart = await applyProviderState(world, STATES.activeCartTwoTickets);
    expect(cart).toMatchObject({ orderId: expect.any(Number), positionId: expect.any(Number) });
    const draw = await applyProviderState(world, STATES.upcomingDraw);
    expect(draw.dateFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const article = await applyProviderState(world, STATES.newsArticle);
    expect(article.documentId).toMatch(/^[a-z0-9]{24}$/);
  });

  it('refuses a state it does not know with 400', async () => {
    await expect(applyProviderState(world, 'a state nobody wrote')).rejects.toMatchObject({
      httpStatus: 400,
      code: 'UNKNOWN_STATE',
    });
  });
});
