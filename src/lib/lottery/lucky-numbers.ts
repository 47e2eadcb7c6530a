import { DEFAULT_PICK_RULES, fillGrid, type Grid, type PickRules } from './pick-rules';

/**
 * A uniform number in [0, 1) from the Web Crypto generator, as the UK Lucky Dip draws its picks:
 * nobody (nor another visitor's press) can predict or share it. 32 bits, so picking from 29
 * numbers is uneven by less than one in a hundred million.
 */
export function cryptoRandom(): number {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return (value ?? 0) / 4_294_967_296;
}

/**
 * Lucky numbers (behaviour 70): a new set on every press, never one set for everybody. With the
 * player's birthday (`yyyy-MM-dd`), its day and month start the grid when they are on the board
 * (a personal touch, two numbers at most); the rest is drawn at random on each press.
 */
export function luckyNumbers(
  birthday: string | null | undefined,
  rules: PickRules = DEFAULT_PICK_RULES,
  random: () => number = cryptoRandom,
): Grid {
  const match = /^\d{4}-(\d{2})-(\d{2})/.exec(birthday ?? '');
  const start = match ? [...new Set([Number(match[2]), Number(match[1])])] : [];
  const onBoard = start.filter((n) => n >= 1 && n <= rules.highestNumber);
  return fillGrid(onBoard.slice(0, Math.max(0, rules.numbersToPick - 1)), random, rules);
}
