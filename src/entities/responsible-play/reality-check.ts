import { proxy } from 'valtio';
import type { ResponsiblePlayState } from '@/lib/api/types';
import { storage } from '@/lib/storage';

const KEY = 'realityCheckAck';

/**
 * How many reality checks are due in this session: whole intervals between the session's start
 * and the server's time. Both come from the backend, so the check follows its clock (and the
 * fake's, when QA moves it) rather than the browser's (docs/behaviour.md 284).
 */
export function dueChecks(state: ResponsiblePlayState | null | undefined): number {
  if (!state || state.realityCheckMinutes === 0) return 0;
  const elapsed = Date.parse(state.serverTime) - Date.parse(state.session.startedAt);
  if (!Number.isFinite(elapsed) || elapsed <= 0) return 0;
  return Math.floor(elapsed / (state.realityCheckMinutes * 60_000));
}

interface Ack {
  /** The session these acknowledgements belong to. */
  startedAt: string;
  count: number;
}

function readAck(): Ack | null {
  try {
    const parsed = JSON.parse(storage.get(KEY, 'session') ?? 'null') as Ack | null;
    return parsed && typeof parsed.count === 'number' ? parsed : null;
  } catch {
    return null;
  }
}

/** Client state only: which checks the player has answered (kept for the tab, like the session). */
export const realityCheckStore = proxy<{ ack: Ack | null }>({ ack: readAck() });

/** Due checks not answered yet in this session. */
export function isCheckPending(
  state: ResponsiblePlayState | null | undefined,
  ack: Readonly<Ack> | null,
): boolean {
  if (!state) return false;
  const acked = ack?.startedAt === state.session.startedAt ? ack.count : 0;
  return dueChecks(state) > acked;
}

export function acknowledgeChecks(state: ResponsiblePlayState): void {
  realityCheckStore.ack = { startedAt: state.session.startedAt, count: dueChecks(state) };
  storage.set(KEY, JSON.stringify(realityCheckStore.ack), 'session');
}
