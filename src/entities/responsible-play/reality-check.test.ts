import { describe, expect, it } from 'vitest';
import type { ResponsiblePlayState } from '@/lib/api/types';
import { dueChecks, isCheckPending } from './reality-check';

const state = (minutes: 0 | 15 | 30 | 60, serverTime: string): ResponsiblePlayState => ({
  serverTime,
  limits: [],
  timeOutUntil: null,
  realityCheckMinutes: minutes,
  session: { startedAt: '2026-11-22T12:00:00+03:00', spent: 0, won: 0 },
});

describe('reality check timing (server clock)', () => {
  it('counts whole intervals since the session started, by the server time', () => {
    expect(dueChecks(state(15, '2026-11-22T12:14:59+03:00'))).toBe(0);
    expect(dueChecks(state(15, '2026-11-22T12:15:00+03:00'))).toBe(1);
    expect(dueChecks(state(30, '2026-11-22T13:05:00+03:00'))).toBe(2);
    expect(dueChecks(state(0, '2026-11-22T18:00:00+03:00'))).toBe(0);
  });

  it('is pending until the due checks are acknowledged, per session', () => {
    const due = state(15, '2026-11-22T12:20:00+03:00');
    expect(isCheckPending(due, null)).toBe(true);
    expect(isCheckPending(due, { startedAt: due.session.startedAt, count: 1 })).toBe(false);
    expect(isCheckPending(due, { startedAt: '2026-11-21T09:00:00+03:00', count: 5 })).toBe(true);
  });
});
