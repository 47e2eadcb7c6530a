import { route } from '../routes/route';
import type { FakeRequest, Route } from '../routes/types';
import { DomainError } from '../domain/errors';
import { normalizePhone } from '../domain/phone';
import { handle, json, noContent } from '../handlers/respond';
import { validBody, validParams, validQuery } from '../handlers/validate';
import { armFaults, describeFaults, type FaultRule } from '../pipeline/faults';
import { journalAsHar } from '../recording/journal-har';
import { armScripts, delayDraw } from '../services/scripts/run';
import { createWorld, deleteWorld, findWorld, listWorlds } from '../world/registry';
import { DEFAULT_WORLD_ID, type World } from '../world/state';
import {
  createWorldBody,
  drawDelayBody,
  drawIdParams,
  faultsBody,
  journalQuery,
  scriptBody,
  worldIdParams,
} from './workbench-schemas';
import { playerPhoneParams } from './schemas';
import { requirePlayer } from './world';

const bad = (message: string) => new DomainError(400, 'VALIDATION_FAILED', message);

function instant(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const ms = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  if (Number.isNaN(ms)) throw bad(`${name} must be an ISO instant or epoch milliseconds`);
  return ms;
}

/** The world's journal entries the query's filter picks (GET /journal and /journal/har). */
function journalEntries(world: World, request: FakeRequest) {
  const q = validQuery(request, journalQuery);
  const player = q.player ? (normalizePhone(q.player) ?? q.player) : undefined;
  return world.journal.list({
    method: q.method,
    path: q.path,
    player,
    since: instant(q.since, 'since'),
    until: instant(q.until, 'until'),
  });
}

/** Worlds, journal, faults and scripted outcomes: the QA workbench (decisions 0140-0143). */
export function workbenchRoutes(base: string, origin: string): Route[] {
  return [
    route.post(
      `${base}/worlds`,
      handle(async ({ request }) => {
        const { id, clockStart, reseed } = await validBody(request, createWorldBody);
        const start = clockStart === undefined ? undefined : new Date(clockStart).getTime();
        if (start !== undefined && Number.isNaN(start)) throw bad('clockStart must be a date');
        if (id === DEFAULT_WORLD_ID) throw bad('The default world is reset by POST /reset');
        // Another tester's world is not reseeded by accident, or by a stranger guessing its name.
        if (id !== undefined && reseed !== true && findWorld(id)) {
          throw new DomainError(409, 'WORLD_EXISTS', 'This world exists: send reseed: true');
        }
        const { world, created } = createWorld(
          start === undefined ? {} : { clockStart: start },
          id,
        );
        return json({ id: world.id, baseUrl: `${origin}${world.prefix}` }, created ? 201 : 200);
      }),
      { body: createWorldBody },
    ),
    route.get(`${base}/worlds`, () => json({ worlds: listWorlds() })),
    route.delete(
      `${base}/worlds/:worldId`,
      handle(({ params }) => {
        const { worldId } = validParams(params, worldIdParams);
        if (worldId === DEFAULT_WORLD_ID) throw bad('The default world cannot be deleted');
        if (!deleteWorld(worldId)) throw new DomainError(404, 'NOT_FOUND', 'No such world');
        return noContent();
      }),
      { params: worldIdParams },
    ),
    route.get(
      `${base}/journal`,
      handle(({ world, request }) => {
        const entries = journalEntries(world, request);
        return json({ entries });
      }),
      { query: journalQuery },
    ),
    route.get(
      `${base}/journal/har`,
      handle(({ world, request }) => {
        const entries = journalEntries(world, request);
        const har = json(journalAsHar(entries, origin));
        const file = `attachment; filename="journal-${world.id}.har"`;
        return { ...har, headers: { ...har.headers, 'content-disposition': file } };
      }),
      { query: journalQuery },
    ),
    route.delete(`${base}/journal`, ({ world }) => {
      world.journal.clear();
      return noContent();
    }),
    route.get(`${base}/faults`, ({ world }) => json(describeFaults(world.faults))),
    route.post(
      `${base}/faults`,
      handle(async ({ world, request }) => {
        const { seed, rules } = await validBody(request, faultsBody);
        const faults = world.faults;
        armFaults(faults, seed ?? 1, rules as FaultRule[]);
        return json(describeFaults(faults));
      }),
      { body: faultsBody },
    ),
    route.delete(`${base}/faults`, ({ world }) => {
      armFaults(world.faults, 0, []);
      return noContent();
    }),
    route.post(
      `${base}/players/:phone/script`,
      handle(async ({ world, request, params }) => {
        const { phone } = validParams(params, playerPhoneParams);
        const input = await validBody(request, scriptBody);
        armScripts(world, requirePlayer(world, phone).id, input);
        return json({ ok: true });
      }),
      { body: scriptBody, params: playerPhoneParams },
    ),
    route.post(
      `${base}/draws/:drawId/delay`,
      handle(async ({ world, request, params }) => {
        const { drawId } = validParams(params, drawIdParams);
        const { delayMs } = await validBody(request, drawDelayBody);
        return json(delayDraw(world, Number(drawId), delayMs));
      }),
      { body: drawDelayBody, params: drawIdParams },
    ),
  ];
}
