/**
 * A left-to-right value (a code, a date, an amount) isolated inside a sentence that may run right
 * to left, so Arabic and Kurdish text never reorders its parts (LRI ... PDI).
 */
export const isolateLtr = (value: string | number): string => `\u2066${String(value)}\u2069`;
