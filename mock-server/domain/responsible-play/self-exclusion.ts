import type {
  SelfExclusion,
  SelfExclusionLength,
} from '../../../src/lib/api/types/responsible-play';
import { toServerDateTime } from '../dates';
import { invalid, type PlayState } from './state';

/** Self-exclusion with a length (decision 0207): calendar months from now, or permanently. */
export const SELF_EXCLUSION_MONTHS: Record<Exclude<SelfExclusionLength, 'PERMANENT'>, number> = {
  SIX_MONTHS: 6,
  ONE_YEAR: 12,
  TWO_YEARS: 24,
  FIVE_YEARS: 60,
};
export const SELF_EXCLUSION_LENGTHS: readonly SelfExclusionLength[] = [
  ...(Object.keys(SELF_EXCLUSION_MONTHS) as SelfExclusionLength[]),
  'PERMANENT',
];

const addMonths = (at: number, months: number) => {
  const date = new Date(at);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
};

/** Excludes the player until the length's end (null: permanently); never shortens one in force. */
export function excludeSelf(state: PlayState, length: unknown, now: number): PlayState {
  if (!SELF_EXCLUSION_LENGTHS.includes(length as SelfExclusionLength))
    throw invalid(
      'length',
      'The length is SIX_MONTHS, ONE_YEAR, TWO_YEARS, FIVE_YEARS or PERMANENT',
    );
  const until =
    length === 'PERMANENT'
      ? null
      : addMonths(now, SELF_EXCLUSION_MONTHS[length as keyof typeof SELF_EXCLUSION_MONTHS]);
  const current = state.selfExcluded ? (state.selfExcludedUntil ?? null) : undefined;
  const longer = current === undefined || (current !== null && (until === null || until > current));
  return longer ? { ...state, selfExcluded: true, selfExcludedUntil: until } : state;
}

/** The answer to the exclusion call: its length and end as they stand. */
export const exclusionOf = (state: PlayState, length: SelfExclusionLength): SelfExclusion => {
  const until = state.selfExcludedUntil ?? null;
  return { length, until: until === null ? null : toServerDateTime(until) };
};
