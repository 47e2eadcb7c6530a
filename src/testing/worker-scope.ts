/**
 * One value per test worker, kept on globalThis: the app projects share modules between files,
 * the set-up files run again for each file, and a module loaded afresh (a `?query` import, or
 * vi.resetModules) must still find the one msw server and the one console guard.
 */
export function perWorker<T>(name: string, make: () => T): T {
  const key = Symbol.for(`lottery.tests.${name}`);
  const scope = globalThis as Record<symbol, unknown>;
  if (!(key in scope)) scope[key] = make();
  return scope[key] as T;
}
