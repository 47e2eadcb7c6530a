import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { resetDom } from './reset-dom';

// The jsdom project's set-up, run after setup-node.ts (console, stray calls, stores, i18n): the
// DOM's part. Both are listed in scripts/testing/unit-projects.ts, not imported: with shared modules an imported
// set-up would register its hooks for the first file only.

// Node 25+ has Web Storage globals of its own (undefined without --localstorage-file), and Vitest 4
// keeps a global that Node already has, so jsdom's storage never reached the tests on Node 26.
// Hand the page jsdom's own storage, as a browser would.
const { window: domWindow } = (globalThis as unknown as { jsdom: { window: Window } }).jsdom;
for (const key of ['localStorage', 'sessionStorage'] as const) {
  if (globalThis[key] !== domWindow[key]) {
    Object.defineProperty(globalThis, key, { configurable: true, get: () => domWindow[key] });
  }
}

// findBy and waitFor wait up to 5 s, not 1 s: on a loaded machine a lazy chunk or a few queries
// can take longer than a second; a passing test does not wait longer for it.
configure({ asyncUtilTimeout: 5_000 });

/** Whether React expects its updates in act() and warns about one outside it. */
const actEnvironment = (on: boolean) => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = on;
};

// During a test React warns about an update outside act(), and the console guard fails the test.
// Between tests nothing is mounted: a lazy chunk that finishes loading after its screen was
// unmounted still pings its old root, and must not fail whichever test the worker runs next
// (RTL turns the same switch off while findBy and waitFor wait).
beforeEach(() => actEnvironment(true));

// Registered after setup-node's hooks, so it runs before them: the screen unmounts first.
afterEach(() => {
  cleanup();
  resetDom();
  actEnvironment(false);
});
