import { describe, expect, it } from 'vitest';
import { decide, IDEMPOTENCY_TTL_MS } from './idempotency';

const stored = { fingerprint: 'POST /a {"x":1}', storedAt: 1_000, answer: 'first' };

describe('idempotency rule', () => {
  it('runs a request whose key is new', () => {
    expect(decide(undefined, 'POST /a', 0)).toBe('run');
  });
  it('replays the same request within 24 hours', () => {
    expect(decide(stored, stored.fingerprint, 1_000 + IDEMPOTENCY_TTL_MS - 1)).toBe('replay');
  });
  it('runs again once the stored answer is 24 hours old', () => {
    expect(decide(stored, stored.fingerprint, 1_000 + IDEMPOTENCY_TTL_MS)).toBe('run');
  });
  it('refuses another request under a live key', () => {
    expect(decide(stored, 'POST /a {"x":2}', 2_000)).toBe('conflict');
  });
});
