import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetAdapter } from '@/lib/api/adapter';
import { changeLanguage, initI18n } from '@/i18n';
import { queryClient } from '@/lib/query';
import { resetAllStores } from '@/lib/storage';
import { takeUnstubbedCalls } from './fake-adapter';
import { allResources } from './i18n-resources';
import { listenForStrayRequests, takeStrayRequests, testServer } from './network';

// renderApp wraps language switches in act(); React must know this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Tests read English texts; a test switches with renderApp(..., { lang }).
void initI18n('en', allResources());

// Like epic-stack: a console.error (React warnings, act() problems, failed prop types) fails the test.
// A test that expects one mocks it: vi.spyOn(console, 'error').mockImplementation(() => {}).
beforeEach(() => {
  const original = console.error;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    original(...args);
    throw new Error(
      'console.error was called (mock it in the test if this is expected): ' +
        args.map(String).join(' '),
    );
  });
});

// Registered before the cleanup, so it runs after it (after-hooks run as a stack): a call the test did not stub, or a request no handler answered,
// fails the test even when the app caught the error and showed a friendly message.
afterEach(() => {
  const leaks = [...takeUnstubbedCalls(), ...takeStrayRequests()];
  if (leaks.length > 0) {
    throw new Error(`The test reached calls it did not fake: ${[...new Set(leaks)].join(', ')}`);
  }
});
// Leftovers of an earlier file's cleanup are not this test's doing.
beforeEach(() => {
  takeUnstubbedCalls();
  takeStrayRequests();
});

// No test reaches a real host: every request goes to msw, and one without a handler fails the test.
beforeAll(() => listenForStrayRequests());
afterAll(() => testServer.close());

afterEach(async () => {
  cleanup();
  testServer.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  // After storage is cleared, so stores that read storage start empty.
  resetAllStores();
  resetAdapter();
  // The app's own cache (login prefetches the balance into it) starts empty for each test.
  queryClient.clear();
  await changeLanguage('en');
  localStorage.clear();
});
