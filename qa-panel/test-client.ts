import { vi } from 'vitest';
import type { ControlClient, DrawResult, Scenario } from './control-client';
import { defaultScenario } from '../mock-server/control/api-types';

/** A scenario as `GET /scenario` answers it in a fresh world: the fake's own default. */
export const SCENARIO: Scenario = defaultScenario();

/** `POST /draws/next`'s answer: the draw, drawn with these numbers. */
export const drawn = (winningNumbers: number[]): DrawResult => ({
  drawId: 142,
  gameTypeName: 'Lotto 6/29',
  drawDate: '2026-01-05T20:00:00',
  label: 'Draw 142',
  stopSellDate: '2026-01-05T19:00:00',
  winningNumbers,
});

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
