import type { LimitKind, PlayLimit, ResponsiblePlayState } from '@/lib/api/types';

/** The limit of a kind that leaves the least (lowest wins), or null when none is set. */
export function tightestLimit(
  state: ResponsiblePlayState | null | undefined,
  kind: LimitKind,
): PlayLimit | null {
  return (state?.limits ?? [])
    .filter((l) => l.kind === kind)
    .reduce<PlayLimit | null>(
      (best, l) => (!best || l.remaining < best.remaining ? l : best),
      null,
    );
}
