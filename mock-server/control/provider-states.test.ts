import { describe, expect, it } from 'vitest';
import { ALL_STATES, STATES } from '../../contracts/states';
import { authenticateBearer } from '../services/auth';
import { applyProviderState } from './provider-states';

describe('provider states', () => {
  it('builds every state the contracts name', async () => {
    for (const state of ALL_STATES) {
      await expect(applyProviderState(state), state).resolves.toBeTypeOf('object');
    }
  });

  it('answers a token the fake accepts for a state with a player', async () => {
    const { securityToken } = await applyProviderState(STATES.activeCart);
    expect((await authenticateBearer(`Bearer ${String(securityToken)}`)).username).toBe(
      '07701234567',
    );
  });

  it('answers a still-valid token after a state moves the clock to a draw', async () => {
    const answer = await applyProviderState(STATES.drawnTicket, {
      phone: '07705550003',
      balance: 50_000,
    });
    expect((await authenticateBearer(`Bearer ${String(answer.securityToken)}`)).username).toBe(
      '07705550003',
    );
  });

  it('answers the ids the pacts inject', async () => {
    const cart = await applyProviderState(STATES.activeCartTwoTickets);
    expect(cart).toMatchObject({ orderId: expect.any(Number), positionId: expect.any(Number) });
    const draw = await applyProviderState(STATES.upcomingDraw);
    expect(draw.dateFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const article = await applyProviderState(STATES.newsArticle);
    expect(article.documentId).toMatch(/^[a-z0-9]{24}$/);
  });

  it('refuses a state it does not know with 400', async () => {
    await expect(applyProviderState('a state nobody wrote')).rejects.toMatchObject({
      httpStatus: 400,
      code: 'UNKNOWN_STATE',
    });
  });
});
