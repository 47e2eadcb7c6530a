import { vi } from 'vitest';
import type { ControlClient } from './control-client';

/** A control client whose every call rejects unless the test stubs it: nothing reaches a network. */
export function stubClient(stubs: Partial<ControlClient> = {}): ControlClient {
  const unstubbed = (name: string) => vi.fn(() => Promise.reject(new Error(`${name} not stubbed`)));
  return {
    getScenario: unstubbed('getScenario'),
    setScenario: unstubbed('setScenario'),
    getClock: unstubbed('getClock'),
    advanceClock: unstubbed('advanceClock'),
    drawNext: unstubbed('drawNext'),
    readInbox: unstubbed('readInbox'),
    readJournal: vi.fn(() => Promise.resolve([])),
    clearJournal: unstubbed('clearJournal'),
    ...stubs,
  };
}
