import { vi } from 'vitest';
import type { ControlClient } from './control-client';

/** A control client whose every call rejects unless the test stubs it: nothing reaches a network. */
export function stubClient(stubs: Partial<ControlClient> = {}): ControlClient {
  const unstubbed = (name: string) => vi.fn(() => Promise.reject(new Error(`${name} not stubbed`)));
  const names: (keyof ControlClient)[] = [
    'getScenario',
    'setScenario',
    'getClock',
    'advanceClock',
    'drawNext',
    'readInbox',
    'clearJournal',
    'getFaults',
    'armFaults',
    'clearFaults',
    'scriptPlayer',
    'settlePayment',
    'listWorlds',
    'createWorld',
    'resetWorld',
    'listSnapshots',
    'saveSnapshot',
    'restoreSnapshot',
    'deleteSnapshot',
    'exportSnapshot',
    'importSnapshot',
    'verify',
    'countRequests',
    'setNetwork',
    'setPaymentOutages',
  ];
  return {
    ...(Object.fromEntries(
      names.map((name) => [name, unstubbed(name)]),
    ) as unknown as ControlClient),
    readJournal: vi.fn(() => Promise.resolve([])),
    journalHarUrl: () => 'http://fake.test/__control/journal/har',
    ...stubs,
  };
}
