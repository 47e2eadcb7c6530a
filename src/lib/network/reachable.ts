import { useSyncExternalStore } from 'react';

/**
 * Whether the backend answers (decision 0274). A device can be online while the lottery is not
 * reachable: Iraq's exam shutdowns cut the internet, not the phone's network, so `navigator.onLine`
 * stays true. The last call decides: no answer at all marks the backend unreachable, any answer
 * (an error status too) marks it reachable. While unreachable, `probe` asks again every few seconds.
 */
export const PROBE_EVERY_MS = 5_000;

let unreachable = false;
let probe: (() => unknown) | null = null;
let timer: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (unreachable === next) return;
  unreachable = next;
  if (next && probe && typeof setInterval !== 'undefined') {
    timer = setInterval(() => probe?.(), PROBE_EVERY_MS);
  } else if (!next && timer !== null) {
    clearInterval(timer);
    timer = null;
  }
  listeners.forEach((listener) => listener());
}

/** A call got an answer (any status): the backend is reachable. */
export const markAnswered = (): void => set(false);
/** A call got no answer at all (no status): the backend is not reachable now. */
export const markUnanswered = (): void => set(true);

export const isReachable = (): boolean => !unreachable;

/** What asks the backend again while it is unreachable (the app refetches its active queries). */
export function setReachabilityProbe(next: (() => unknown) | null): void {
  probe = next;
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export function useReachable(): boolean {
  return useSyncExternalStore(subscribe, isReachable, () => true);
}
