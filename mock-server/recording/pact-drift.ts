import { statusesOf, type PactInteraction } from '../../contracts/openapi/check/pact-interaction';

const kind = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/** Where an answer lacks a field the pact's example has, or has it with another JSON type. */
export function shapeDiffs(expected: unknown, actual: unknown, at = '$'): string[] {
  if (kind(expected) !== kind(actual)) {
    return [`${at} is ${kind(actual)}, the pact has ${kind(expected)}`];
  }
  if (Array.isArray(expected) && Array.isArray(actual)) {
    // Pact examples stand for their items' shape: the first example item against every item.
    return expected.length === 0
      ? []
      : actual.flatMap((item, i) => shapeDiffs(expected[0], item, `${at}[${i}]`));
  }
  if (kind(expected) !== 'object') return [];
  const want = expected as Record<string, unknown>;
  const have = actual as Record<string, unknown>;
  return Object.entries(want).flatMap(([name, value]) =>
    name in have
      ? shapeDiffs(value, have[name], `${at}.${name}`)
      : [`${at}.${name} is missing (the pact expects it)`],
  );
}

/**
 * The differences between a recorded answer and the pacts: the interactions for the same method,
 * path and status are its candidates; an answer matching one of them has none; otherwise the
 * closest one's differences are reported (interactions differ by provider state, not by shape).
 */
export function pactDrifts(
  interactions: PactInteraction[],
  method: string,
  path: string,
  status: number,
  body: unknown,
): string[] {
  const candidates = interactions.filter(
    (i) =>
      i.request.method.toUpperCase() === method &&
      i.request.path === path &&
      statusesOf(i.response).includes(status) &&
      i.response.body?.content !== undefined,
  );
  let closest: { description: string; diffs: string[] } | null = null;
  for (const interaction of candidates) {
    const diffs = shapeDiffs(interaction.response.body?.content, body);
    if (diffs.length === 0) return [];
    if (!closest || diffs.length < closest.diffs.length)
      closest = { description: interaction.description, diffs };
  }
  return closest ? closest.diffs.map((diff) => `pact "${closest.description}": ${diff}`) : [];
}
