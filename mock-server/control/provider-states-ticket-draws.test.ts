import { defaultWorld } from '../world/current';
import { describe, expect, it } from 'vitest';
import { PLAY_AHEAD_TICKET, TICKET_DRAW_STATES } from '../../contracts/states-ticket-draws';
import { authenticateBearer } from '../services/auth';
import { listTickets } from '../services/tickets';
import { applyProviderState } from './provider-states';
import { requirePlayer } from './world';

const world = defaultWorld();

describe('per-draw ticket results provider state', () => {
  it('builds a play-ahead ticket whose first draw won rank 3, with a token the fake accepts', async () => {
    const answer = await applyProviderState(world, TICKET_DRAW_STATES.playAheadFirstDrawWon, {
      phone: '07705550004',
      balance: 50_000,
    });
    const player = await authenticateBearer(world, `Bearer ${String(answer.securityToken)}`);
    expect(player.username).toBe('07705550004');
    const tickets = listTickets(
      world,
      requirePlayer(world, '07705550004'),
      [{ filterKey: 'ticketState', filterValue: 'OPEN', filterValues: [] }],
      {},
    );
    expect(tickets).toHaveLength(1);
    expect(tickets[0]?.tips).toEqual([PLAY_AHEAD_TICKET.grid]);
    expect(tickets[0]?.draws?.map((d) => d.winAmount)).toEqual([50_000, null, null, null]);
    expect(tickets[0]?.draws?.[0]?.tipResults[0]).toMatchObject({ rank: 3, prize: 50_000 });
  });
});
