import { showDigits } from './digits';

/**
 * A count or ratio for reading: Latin digits grouped by thousands like amounts ("475,020"),
 * with at most `decimals` decimals and no trailing zeros ("12.07", "13.4"), in the player's digits.
 */
export function formatCount(value: number, decimals = 0): string {
  if (!Number.isFinite(value)) return '';
  const raw = value.toFixed(decimals);
  const fixed = raw.includes('.') ? raw.replace(/0+$/, '').replace(/\.$/, '') : raw;
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return showDigits(fraction ? `${grouped}.${fraction}` : grouped);
}
