import { describe, expect, it } from 'vitest';
import { useFake } from '../../testing/fake';
import { controlIn, inWorld, newWorld } from '../../testing/worlds';
import { baghdadTime } from './baghdad';

useFake();

/** An instant given in Baghdad time (UTC+3). */
const baghdad = (local: string) => Date.parse(`${local}+03:00`);

/** The status of one lottery call in `world`, or "dropped" when the connection was closed. */
async function reach(world: string): Promise<number | 'dropped'> {
  try {
    return (await inWorld(world, '/sales/game-infos')).status;
  } catch {
    return 'dropped';
  }
}

async function at(world: string, local: string): Promise<number | 'dropped'> {
  const { body } = await controlIn<{ now: string }>(world, '/clock');
  const ms = baghdad(local) - Date.parse(body.now);
  if (ms > 0) await controlIn(world, '/clock', { method: 'POST', body: { advanceMs: ms } });
  return reach(world);
}

const presets = (world: string, list: unknown[]) =>
  controlIn(world, '/network', { method: 'PUT', body: { presets: list } });

describe('Baghdad time', () => {
  it('is UTC+3 all year, with the date changing at Baghdad midnight', () => {
    expect(baghdadTime(Date.parse('2025-05-20T03:00:00Z'))).toEqual({
      date: '2025-05-20',
      minutes: 6 * 60,
    });
    expect(baghdadTime(Date.parse('2025-12-31T21:30:00Z'))).toEqual({
      date: '2026-01-01',
      minutes: 30,
    });
  });
});

describe('exam shutdown (federal)', () => {
  it('drops every call 06:00-08:00 Baghdad time on an exam day, by the fake clock', async () => {
    const world = await newWorld(baghdad('2025-05-21T05:58:00'));
    await presets(world, [{ name: 'exam-shutdown-federal' }]);
    expect(await reach(world)).toBe(200);
    expect(await at(world, '2025-05-21T06:00:00')).toBe('dropped');
    expect(await at(world, '2025-05-21T07:59:00')).toBe('dropped');
    // The control API still answers, and says why the world is dark.
    const network = await controlIn<{ shutdownNow: string }>(world, '/network');
    expect(network.body.shutdownNow).toBe('exam-shutdown-federal');
    expect(await at(world, '2025-05-21T08:00:00')).toBe(200);
    const journal = await controlIn<{ entries: { fault?: string; cause?: string }[] }>(
      world,
      '/journal?path=/sales/game-infos',
    );
    const dropped = journal.body.entries.filter((e) => e.fault === 'drop');
    expect(dropped).toHaveLength(2);
    expect(dropped[0]?.cause).toBe('exam-shutdown-federal');
  });

  it('keeps to the 2025 exam days unless told every day', async () => {
    const world = await newWorld(baghdad('2025-06-05T06:30:00'));
    await presets(world, [{ name: 'exam-shutdown-federal' }]);
    expect(await reach(world)).toBe(200);
    expect(await at(world, '2025-08-26T06:30:00')).toBe('dropped');
    expect(await at(world, '2025-09-11T06:30:00')).toBe(200);
    await presets(world, [{ name: 'exam-shutdown-federal', everyDay: true }]);
    expect(await reach(world)).toBe('dropped');
  });

  it('wins over the fault rules, which do not count the requests it drops', async () => {
    const world = await newWorld(baghdad('2025-05-21T07:59:00'));
    await presets(world, [{ name: 'exam-shutdown-federal' }]);
    const rule = { path: '/sales/game-infos', kind: 'status', status: 502, onNth: 1 };
    await controlIn(world, '/faults', { method: 'POST', body: { rules: [rule] } });
    expect(await reach(world)).toBe('dropped');
    expect(await at(world, '2025-05-21T08:00:00')).toBe(502);
    expect(await reach(world)).toBe(200);
  });
});

describe('exam shutdown (Kurdistan)', () => {
  it('drops every call 07:30-10:30 Baghdad time, every day', async () => {
    const world = await newWorld(baghdad('2026-11-22T07:29:00'));
    await presets(world, [{ name: 'exam-shutdown-kurdistan' }]);
    expect(await reach(world)).toBe(200);
    expect(await at(world, '2026-11-22T07:30:00')).toBe('dropped');
    expect(await at(world, '2026-11-22T10:29:00')).toBe('dropped');
    expect(await at(world, '2026-11-22T10:30:00')).toBe(200);
  });

  it('takes the days it happens on', async () => {
    const world = await newWorld(baghdad('2026-11-22T08:00:00'));
    const dates = [{ from: '2026-11-23', to: '2026-11-24' }];
    await presets(world, [{ name: 'exam-shutdown-kurdistan', dates }]);
    expect(await reach(world)).toBe(200);
    expect(await at(world, '2026-11-23T08:00:00')).toBe('dropped');
  });

  it('refuses an unknown preset or a bad date with 400 naming the field', async () => {
    const world = await newWorld();
    const unknown = await presets(world, [{ name: 'exam-shutdown-basra' }]);
    expect(unknown.status).toBe(400);
    const badDate = await presets(world, [
      { name: 'exam-shutdown-kurdistan', dates: [{ from: '23 Nov', to: '2026-11-24' }] },
    ]);
    expect(badDate.status).toBe(400);
    expect(JSON.stringify(badDate.body)).toContain('from');
  });
});
