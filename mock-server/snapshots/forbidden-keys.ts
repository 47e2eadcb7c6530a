/** Keys that reach an object's prototype when a parsed file is copied or merged. */
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The path of the first `__proto__`, `constructor` or `prototype` key anywhere in a parsed JSON
 * value, or null. A snapshot naming one is refused with that path (issue 39: `__proto__` was
 * dropped silently, where every other unknown key is refused). Iterative, so a deeply nested
 * file cannot overflow the stack; linear in the file, whose size is capped.
 */
export function forbiddenKeyPath(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop() as [unknown, string];
    if (typeof item !== 'object' || item === null) continue;
    if (Array.isArray(item)) {
      item.forEach((child, i) => stack.push([child, `${path}[${i}]`]));
      continue;
    }
    for (const key of Object.keys(item)) {
      const at = path ? `${path}.${key}` : key;
      if (FORBIDDEN.has(key)) return at;
      stack.push([(item as Record<string, unknown>)[key], at]);
    }
  }
  return null;
}
