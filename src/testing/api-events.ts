import { afterAll, beforeAll, beforeEach } from 'vitest';
import { onApiEvent, type ApiEvent } from '@/lib/api/events';

/** Collects every ApiEvent until the test file ends. */
export function useApiEvents(): ApiEvent[] {
  const events: ApiEvent[] = [];
  let stop: (() => void) | undefined;
  beforeAll(() => {
    stop = onApiEvent((event) => events.push(event));
  });
  // Cleared before each test, so events of another file's or test's cleanup never leak in.
  beforeEach(() => {
    events.length = 0;
  });
  afterAll(() => stop?.());
  return events;
}

/** The events of one type, narrowed. */
export const eventsOf = <K extends ApiEvent['type']>(events: ApiEvent[], type: K) =>
  events.filter((event): event is Extract<ApiEvent, { type: K }> => event.type === type);
