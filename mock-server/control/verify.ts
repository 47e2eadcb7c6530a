import { route } from '../routes/route';
import type { Route } from '../routes/types';
import { normalizePhone } from '../domain/phone';
import { handle, json } from '../handlers/respond';
import { validBody, validQuery } from '../handlers/validate';
import { countMatching, verifyJournal } from '../pipeline/verify';
import { journalCountQuery, verifyBody } from './verify-schemas';

const canonical = (player: string | undefined) =>
  player ? (normalizePhone(player) ?? player) : undefined;

/**
 * Verification against the world's journal (decision 0210): "was it called, how often?" answers
 * 200 when the count holds and 409 with the nearest misses when it does not.
 */
export function verifyRoutes(base: string): Route[] {
  return [
    route.post(
      `${base}/verify`,
      handle(async ({ world, request }) => {
        const { times, player, ...pattern } = await validBody(request, verifyBody);
        const result = verifyJournal(
          world.journal.list(),
          { ...pattern, player: canonical(player) },
          times,
        );
        return json(result, result.matched ? 200 : 409);
      }),
      { body: verifyBody },
    ),
    route.get(
      `${base}/journal/count`,
      handle(({ world, request }) => {
        const { player, ...pattern } = validQuery(request, journalCountQuery);
        const count = countMatching(world.journal.list(), {
          ...pattern,
          player: canonical(player),
        });
        return json({ count });
      }),
      { query: journalCountQuery },
    ),
  ];
}
