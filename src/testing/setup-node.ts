import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { resetAdapter } from '@/lib/api/adapter';
import { tokenStore } from '@/lib/api/tokens';
import { changeLanguage, initI18n } from '@/i18n';
import { createQueryClient, queryClient } from '@/lib/query';
import { setRuntimeConfig } from '@/lib/config';
import { resetAllStores } from '@/lib/storage';
import { markAnswered, setReachabilityProbe } from '@/lib/network';
import { guardConsole, setRunningTest, takeConsoleCalls } from './console-guard';
import { takeUnstubbedCalls } from './fake-adapter';
import { allResources } from './i18n-resources';
import { listenForStrayRequests, takeStrayRequests, testServer } from './network';

// The set-up every app test file gets, DOM-free: the node project runs it alone, and
// setup-tests.ts (jsdom) adds the DOM's part.

// Tests read English texts; a test switches with renderApp(..., { lang }).
void initI18n('en', allResources());

// Like epic-stack: a console.error or console.warn nobody mocked fails the test (console-guard.ts).
guardConsole();

// Registered first, so it runs last (after-hooks run as a stack): a call the test did not stub, a
// request no handler answered or a console warning fails the test, even when the app caught the
// error and showed a friendly message, and even when it came from the cleanup.
afterEach(() => {
  setRunningTest(undefined);
  const leaks = [...takeUnstubbedCalls(), ...takeStrayRequests()];
  const logged = takeConsoleCalls();
  if (leaks.length > 0) {
    throw new Error(`The test reached calls it did not fake: ${[...new Set(leaks)].join(', ')}`);
  }
  if (logged.length > 0) {
    throw new Error(`Unexpected console output (mock it if expected):\n${logged.join('\n')}`);
  }
});
beforeEach(() => {
  // Leftovers of an earlier file's cleanup are not this test's doing; console calls are.
  takeUnstubbedCalls();
  takeStrayRequests();
  const late = takeConsoleCalls();
  setRunningTest(expect.getState().currentTestName ?? 'a test');
  if (late.length > 0) throw new Error(`Console output after a test ended:\n${late.join('\n')}`);
});

// No test reaches a real host: every request goes to msw, and one without a handler fails the test.
beforeAll(() => listenForStrayRequests());
afterAll(() => {
  const late = takeConsoleCalls();
  if (late.length > 0) throw new Error(`Console output after a test ended:\n${late.join('\n')}`);
});

afterEach(async () => {
  // A test that faked the clock and failed before restoring it leaves the next with real time.
  vi.useRealTimers();
  testServer.resetHandlers();
  // Cleared before the stores reset, so stores that read storage start empty.
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  // Without localStorage (node) the tokens live in memory, which a file no longer starts afresh.
  tokenStore.clear();
  resetAllStores();
  resetAdapter();
  // A call left unanswered in one test must not leave the next one's backend unreachable.
  setReachabilityProbe(null);
  markAnswered();
  // The app's own cache (login prefetches the balance into it) starts empty for each test, with
  // the app's defaults (renderApp keeps answers forever).
  queryClient.clear();
  queryClient.setDefaultOptions(createQueryClient().getDefaultOptions());
  setRuntimeConfig({});
  await changeLanguage('en');
  globalThis.localStorage?.clear();
});
