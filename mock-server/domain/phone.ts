/**
 * One player, three spellings: `07xxxxxxxxx`, `7xxxxxxxxx` and `+9647xxxxxxxxx` all name the same
 * Iraqi number. The canonical key is the international form.
 */
export function normalizePhone(input: string): string | null {
  const value = input.trim().replace(/[\s-]/g, '');
  if (/^07\d{9}$/.test(value)) return `+964${value.slice(1)}`;
  if (/^7\d{9}$/.test(value)) return `+964${value}`;
  if (/^\+\d{7,19}$/.test(value)) return value;
  if (/^00964\d{10}$/.test(value)) return `+${value.slice(2)}`;
  return null;
}

/** The local spelling used as the username of Iraqi numbers (`07...`); others stay international. */
export function localPhone(canonical: string): string {
  return canonical.startsWith('+9647') && canonical.length === 14
    ? `0${canonical.slice(4)}`
    : canonical;
}

/** Section 5: local 07 + 11 digits or 7 + 10 digits; international + and digits, 8 to 20 long. */
export function isValidPhone(value: string): boolean {
  if (/^\+\d+$/.test(value)) return value.length >= 8 && value.length <= 20;
  if (!/^\d+$/.test(value)) return false;
  if (value.startsWith('07')) return value.length === 11;
  if (value.startsWith('7')) return value.length === 10;
  return false;
}
