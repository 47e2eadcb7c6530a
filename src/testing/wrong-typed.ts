/**
 * A test's malformed answer: the value with its first number (depth first) as a string, or,
 * without numbers, its first string as a number.
 */
export function wrongTyped(value: unknown): unknown {
  const swap = (node: unknown, kind: 'number' | 'string', done = { now: false }): unknown => {
    if (done.now) return node;
    if (typeof node === kind) {
      done.now = true;
      return kind === 'number' ? String(node) : 1;
    }
    if (Array.isArray(node)) return node.map((item) => swap(item, kind, done));
    if (node && typeof node === 'object')
      return Object.fromEntries(
        Object.entries(node).map(([key, item]) => [key, swap(item, kind, done)]),
      );
    return node;
  };
  const changed = swap(value, 'number');
  return JSON.stringify(changed) === JSON.stringify(value) ? swap(value, 'string') : changed;
}
