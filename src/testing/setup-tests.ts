import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetAdapter } from '@/lib/api/adapter';
import { changeLanguage, initI18n } from '@/i18n';
import { queryClient } from '@/lib/query';
import { resetAllStores } from '@/lib/storage';
import { allResources } from './i18n-resources';

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

afterEach(async () => {
  cleanup();
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
