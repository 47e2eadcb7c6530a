import { DEFAULT_PICK_RULES, type PickRules } from './pick-rules';

export type NumbersError = 'count' | 'range' | 'duplicate';
export type ParsedNumbers =
  { numbers: number[]; error: null } | { numbers: null; error: NumbersError };

// Arabic-Indic (٠..٩) and Extended Arabic-Indic (۰..۹, Sorani keyboards) digits read as 0..9.
const toLatin = (text: string) =>
  text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));

/** "3, 8 12،17 21 29" → [3, 8, 12, 17, 21, 29], or why it is not one grid. */
export function parseNumbers(text: string, rules: PickRules = DEFAULT_PICK_RULES): ParsedNumbers {
  const parts = toLatin(text)
    .split(/[\s,،;]+/)
    .filter(Boolean);
  if (parts.length !== rules.numbersToPick) return { numbers: null, error: 'count' };
  const numbers = parts.map((p) => (/^\d+$/.test(p) ? Number(p) : NaN));
  if (numbers.some((n) => !Number.isInteger(n) || n < 1 || n > rules.highestNumber))
    return { numbers: null, error: 'range' };
  if (new Set(numbers).size !== numbers.length) return { numbers: null, error: 'duplicate' };
  return { numbers: numbers.sort((a, b) => a - b), error: null };
}
