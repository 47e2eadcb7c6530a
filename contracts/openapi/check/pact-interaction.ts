interface Body {
  content?: unknown;
}

/** What the replay and the drift check read of a V4 HTTP interaction. */
export interface PactInteraction {
  description: string;
  request: { method: string; path: string; query?: Record<string, unknown>; body?: Body };
  response: {
    status: number;
    body?: Body;
    matchingRules?: { status?: { $?: { matchers?: { status?: unknown[] }[] } } };
  };
}

/** The statuses an interaction accepts: its status, or the list of a statusCode matcher. */
export function statusesOf(response: PactInteraction['response']): number[] {
  const listed = response.matchingRules?.status?.$?.matchers?.flatMap((m) => m.status ?? []);
  const numbers = (listed ?? []).filter((s): s is number => typeof s === 'number');
  return numbers.length > 0 ? numbers : [response.status];
}
