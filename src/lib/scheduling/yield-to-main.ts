interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and goes on in a new one, so the browser can paint and answer a tap in
 * between: a burst of work (the start's backend calls, each a few milliseconds of axios on a
 * cheap phone) becomes several short tasks instead of one long one (decision 0238).
 * Only where `scheduler.yield()` exists (Chromium, Android WebView: the players' browsers), which
 * resumes ahead of other queued tasks; elsewhere the caller simply goes on, as before. A timeout
 * would be clamped to 4 ms when nested, and a message to itself would outrun a test's fake timers.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : Promise.resolve();
}
