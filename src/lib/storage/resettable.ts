import { proxy } from 'valtio';

const resets = new Set<() => void>();

/**
 * A valtio store that can go back to its initial state: tests reset every store after each
 * test (src/testing/setup-tests.ts), and logout reuses the same reset for session data.
 */
export function resettableProxy<T extends object>(initial: () => T): T & { $reset: () => void } {
  const store = proxy(initial()) as T & { $reset: () => void };
  const reset = () => {
    const fresh = Object.getOwnPropertyDescriptors(initial());
    const target = store as unknown as Record<string, unknown>;
    for (const key of Object.keys(target)) {
      if (!(key in fresh)) delete target[key];
    }
    // Data properties only: getters (derived values) stay as they are.
    for (const [key, descriptor] of Object.entries(fresh)) {
      if ('value' in descriptor) target[key] = descriptor.value;
    }
  };
  Object.defineProperty(store, '$reset', { value: reset, enumerable: false });
  resets.add(reset);
  return store;
}

/** Puts every resettable store back to its initial state. */
export function resetAllStores(): void {
  resets.forEach((reset) => reset());
}
