import { emitApiEvent } from '../events';

let inFlight = 0;

/** Counts a call from start to settle, so the shell can show the progress indicator (section 4). */
export async function trackProgress<T>(run: () => Promise<T>): Promise<T> {
  inFlight += 1;
  emitApiEvent({ type: 'progress', inFlight });
  try {
    return await run();
  } finally {
    inFlight -= 1;
    emitApiEvent({ type: 'progress', inFlight });
  }
}

export const callsInFlight = (): number => inFlight;
