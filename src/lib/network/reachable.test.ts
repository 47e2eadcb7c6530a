import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isReachable,
  markAnswered,
  markUnanswered,
  PROBE_EVERY_MS,
  setReachabilityProbe,
} from './reachable';

afterEach(() => {
  setReachabilityProbe(null);
  markAnswered();
});

describe('whether the backend answers (decision 0274)', () => {
  it('is unreachable after a call with no answer and reachable after any answer', () => {
    expect(isReachable()).toBe(true);
    markUnanswered();
    expect(isReachable()).toBe(false);
    markAnswered();
    expect(isReachable()).toBe(true);
  });

  it('asks again every few seconds while unreachable, and stops once it answers', () => {
    vi.useFakeTimers();
    const probe = vi.fn();
    setReachabilityProbe(probe);
    vi.advanceTimersByTime(3 * PROBE_EVERY_MS);
    expect(probe).not.toHaveBeenCalled();
    markUnanswered();
    markUnanswered();
    vi.advanceTimersByTime(2 * PROBE_EVERY_MS);
    expect(probe).toHaveBeenCalledTimes(2);
    markAnswered();
    vi.advanceTimersByTime(3 * PROBE_EVERY_MS);
    expect(probe).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
