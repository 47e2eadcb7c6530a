import { perWorker } from './worker-scope';

/**
 * console.error and console.warn calls nobody mocked, each with the test that was running. One
 * record per worker, as console is one per worker: the set-up runs again for each file.
 */
const record = perWorker('consoleGuard', () => ({
  unexpected: [] as string[],
  running: undefined as string | undefined,
  last: 'the file’s set-up',
  guarded: new WeakSet<Console>(),
}));

/**
 * Records every console.error and console.warn (React's act() and key warnings included) instead
 * of throwing at the call: a throw inside React, or inside the app's own `.catch`, can be
 * swallowed and the test passes. The setup fails the test at its end; a call made after a test
 * ended (a late act() warning from a promise that settled after the last assertion) names that
 * test and fails the next one, or the file.
 * A test that expects one mocks it: vi.spyOn(console, 'error').mockImplementation(() => {}).
 */
export function guardConsole(): void {
  // Once per console object: guarding twice would record each call twice.
  if (record.guarded.has(console)) return;
  record.guarded.add(console);
  for (const level of ['error', 'warn'] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      original(...args);
      const when = record.running ? `in "${record.running}"` : `after "${record.last}" ended`;
      record.unexpected.push(`console.${level} ${when}: ${args.map(String).join(' ')}`);
    };
  }
}

/** Marks the start (a name) or the end (undefined) of a test, for the attribution above. */
export function setRunningTest(name: string | undefined): void {
  if (record.running) record.last = record.running;
  record.running = name;
}

/** Takes (and forgets) the unmocked console calls since the last take. */
export function takeConsoleCalls(): string[] {
  return record.unexpected.splice(0);
}
