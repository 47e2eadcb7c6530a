/**
 * Fault rules' paths: '/orders/cart/purchase', '/users/*', '/x/:id'. Matched at the end of a
 * request path, starting at a segment, with an optional trailing slash; `*` is any text (slashes
 * too), `:name` one non-empty segment. A table over (pattern, path) positions, never a regular
 * expression: a rule with many `*` once backtracked for 16 s on a 40-letter path; this
 * takes pattern length x path length steps at most.
 */
type Token = { kind: 'char'; char: string } | { kind: 'star' } | { kind: 'param' };

/** The most `*` and `:name` a rule may hold (workbench-schemas.ts refuses more). */
export const MAX_WILDCARDS = 16;

export function tokensOf(pattern: string): Token[] {
  const tokens: Token[] = [];
  const source = pattern.replace(/^\/+/, '').replace(/\/+$/, '');
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i] ?? '';
    if (char === '*') {
      if (tokens.at(-1)?.kind !== 'star') tokens.push({ kind: 'star' });
    } else if (char === ':' && /[A-Za-z0-9_]/.test(source[i + 1] ?? '')) {
      while (/[A-Za-z0-9_]/.test(source[i + 1] ?? '')) i += 1;
      tokens.push({ kind: 'param' });
    } else tokens.push({ kind: 'char', char });
  }
  return tokens;
}

export const wildcardsOf = (pattern: string): number =>
  tokensOf(pattern).filter((t) => t.kind !== 'char').length;

/** Whether `path` ends with a match of `tokens` that starts at a segment. */
export function matchesPath(tokens: readonly Token[], path: string): boolean {
  const text = path.endsWith('/') ? path.slice(0, -1) : path;
  const n = text.length;
  const SLASH = 47;
  const codes = Uint16Array.from({ length: n }, (_, j) => text.charCodeAt(j));
  // can[j] = 1: the tokens so far match text[k..j) for some segment start k. Two byte rows,
  // swapped per token: no allocation inside the loop (issue 39: 50 costly rules per request).
  let can = new Uint8Array(n + 1);
  let next = new Uint8Array(n + 1);
  can[0] = 1;
  for (let j = 1; j <= n; j += 1) can[j] = codes[j - 1] === SLASH ? 1 : 0;
  for (const token of tokens) {
    next.fill(0);
    if (token.kind === 'char') {
      const code = token.char.charCodeAt(0);
      for (let j = 0; j < n; j += 1) next[j + 1] = can[j]! & (codes[j] === code ? 1 : 0);
    } else if (token.kind === 'star') {
      let any = 0;
      for (let j = 0; j <= n; j += 1) next[j] = any |= can[j]!;
    } else {
      let open = 0;
      for (let j = 0; j < n; j += 1) {
        open = codes[j] === SLASH ? 0 : open | can[j]!;
        next[j + 1] = open;
      }
    }
    [can, next] = [next, can];
    // No position left: the rest of the rule cannot match.
    if (!can.includes(1)) return false;
  }
  return can[n] === 1;
}

/**
 * Whether `path` matches a path filter. Fault rules, verification and the journal count use the
 * glob only; the journal listing keeps its old reading for a filter without `*` or `:name` (a
 * substring anywhere, e.g. `/lottery/payment/`), so links and scripts written for it still work
 * (decision 0210).
 */
export function pathMatches(filter: string, path: string, substringToo = false): boolean {
  const tokens = tokensOf(filter);
  if (matchesPath(tokens, path)) return true;
  return substringToo && tokens.every((t) => t.kind === 'char') && path.includes(filter);
}
