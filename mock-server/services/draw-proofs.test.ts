import { beforeEach, describe, expect, it } from 'vitest';
import vectors from '../../fixtures/draw-proof/vectors.json';
import { advanceClock, now, resetWorld } from '../control/world';
import { defaultWorld } from '../world/current';
import { ticketsHashInput } from '../domain/tickets-hash';
import { prepareDrawProofs } from './draw-proofs';
import { catchUp, findDraw } from './draws';

const world = defaultWorld();
const CLOCK_START = Date.parse('2026-11-20T09:00:00Z');
beforeEach(() => resetWorld(world, { clockStart: CLOCK_START }));

/** A seeded draw with a vector's seed and id, due an hour from now. */
function plant(vector: (typeof vectors.vectors)[number]) {
  const drawTime = now(world) + 3_600_000;
  world.db.draw.create({
    drawId: Number(vector.drawId),
    drawNumber: Number(vector.drawId),
    gameTypeName: '6of29',
    drawTime,
    stopSellTime: drawTime - 1_800_000,
    drawn: false,
    jackpot: 1,
    ranksJson: '[]',
    method: 'seed',
    seedHex: vector.seed,
    committedAt: now(world),
  });
}

describe("the fake's draws from a committed seed", () => {
  const numeric = vectors.vectors.filter((v) => /^\d+$/.test(v.drawId) && Number(v.drawId) > 200);

  it.each(numeric)('commits to and draws the vector of draw $drawId', async (vector) => {
    plant(vector);
    await prepareDrawProofs(world);
    const prepared = findDraw(world, Number(vector.drawId))!;
    expect(prepared.commitment).toBe(vector.commitment);
    expect(prepared.ticketsHash).toBe('');
    advanceClock(world, 3_600_000);
    await prepareDrawProofs(world);
    world.schedule.quietUntil = 0; // planted behind catchUp's back
    catchUp(world);
    const drawn = findDraw(world, Number(vector.drawId))!;
    expect(drawn).toMatchObject({ drawn: true, method: 'seed' });
    expect(drawn.winningNumbers).toEqual(vector.winningNumbers);
    // No ticket plays in a planted draw: the hash of nothing.
    expect(drawn.ticketsHash).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });

  it('gives every scheduled draw its own secret seed', () => {
    const seeds = world.db.draw
      .getAll()
      .filter((d) => !d.drawn)
      .map((d) => d.seedHex);
    expect(seeds.length).toBeGreaterThan(10);
    expect(new Set(seeds).size).toBe(seeds.length);
    expect(seeds.every((s) => /^[0-9a-f]{64}$/.test(s))).toBe(true);
  });
});

describe('the tickets hash input', () => {
  it('has one sorted line per grid with ascending numbers', () => {
    const input = ticketsHashInput([
      { ticketId: 12, grids: [[29, 1, 5, 7, 9, 3]] },
      {
        ticketId: 101,
        grids: [
          [2, 4, 6, 8, 10, 12],
          [1, 2, 3, 4, 5, 6],
        ],
      },
    ]);
    expect(input).toBe('101:1,2,3,4,5,6\n101:2,4,6,8,10,12\n12:1,3,5,7,9,29');
  });
});
