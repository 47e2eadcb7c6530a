import type { Cause } from '@/lib/api/types';

/** The governorates and causes the app can name; a key it does not know is shown as `other`. */
export const GOVERNORATES = [
  'baghdad',
  'basra',
  'nineveh',
  'erbil',
  'sulaymaniyah',
  'duhok',
  'kirkuk',
  'anbar',
  'babylon',
  'karbala',
  'najaf',
  'diyala',
  'wasit',
  'saladin',
  'dhiQar',
  'maysan',
  'muthanna',
  'qadisiyyah',
  'halabja',
] as const;
export const CAUSES = ['orphans', 'health', 'education', 'disability', 'shelter'] as const;

export type Governorate = (typeof GOVERNORATES)[number];
export type CauseKind = (typeof CAUSES)[number];

/** A disbursement the page can state: a whole, non-negative amount and a real date. */
export const isStated = (cause: Cause): boolean =>
  Number.isInteger(cause.amount) &&
  cause.amount >= 0 &&
  /^\d{4}-\d{2}-\d{2}$/.test(cause.disbursedOn);

export interface Disbursed<K extends string> {
  key: K;
  amount: number;
}

/**
 * The year's stated disbursements added up per governorate or per cause, largest first. Sums of
 * the CMS's published figures (decision 0223): a disbursement without a readable amount is left
 * out, never counted as zero or guessed.
 */
export function disbursedBy<K extends string>(
  causes: readonly Cause[],
  year: string,
  keyOf: (cause: Cause) => K,
): Disbursed<K>[] {
  const totals = new Map<K, number>();
  for (const cause of causes) {
    if (!isStated(cause) || !cause.disbursedOn.startsWith(`${year}-`)) continue;
    const key = keyOf(cause);
    totals.set(key, (totals.get(key) ?? 0) + cause.amount);
  }
  return [...totals].map(([key, amount]) => ({ key, amount })).sort((a, b) => b.amount - a.amount);
}

const known = <T extends string>(list: readonly T[], value: string): T | 'other' =>
  (list as readonly string[]).includes(value) ? (value as T) : 'other';

export const governorateOf = (cause: Cause) => known(GOVERNORATES, cause.governorate);
export const causeKindOf = (cause: Cause) => known(CAUSES, cause.category);

/** The newest year any stated disbursement falls in, or null when none does. */
export const latestYear = (causes: readonly Cause[]): string | null =>
  causes
    .filter(isStated)
    .map((cause) => cause.disbursedOn.slice(0, 4))
    .sort()
    .at(-1) ?? null;

/** What the CMS says was paid out in `year`: the sum of its stated disbursements that year. */
export const disbursedIn = (causes: readonly Cause[], year: string): number =>
  disbursedBy(causes, year, () => 'all').reduce((sum, part) => sum + part.amount, 0);
