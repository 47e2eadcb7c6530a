/**
 * The repository paths a README names: `code spans` and relative links that start at a top-level
 * folder of the checkout. A template (`src/features/<x>/api/`) is checked up to its first
 * placeholder, so the recipe's fixed part must exist.
 */
const ROOTS = [
  'src',
  'qa-panel',
  'mock-server',
  'contracts',
  'scripts',
  'bench',
  'docs',
  'e2e',
  'fixtures',
  'public',
];
const ROOT = new RegExp(`^(?:\\./)?(?:${ROOTS.join('|')})/`);

export function namedPaths(markdown: string, dir = ''): string[] {
  const spans = [...markdown.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!);
  const links = [...markdown.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)].map((m) => m[1]!);
  const local = links.filter((l) => !/^[a-z]+:/.test(l));
  const paths = [...spans, ...local.map((l) => (dir ? `${dir}/${l}` : l))]
    .map((p) => p.replace(/^\.\//, ''))
    .filter((p) => ROOT.test(p))
    .map((p) => p.split(/[<*{]/)[0]!.replace(/[^/]*$/, (last) => (/[<*{]/.test(p) ? '' : last)));
  return [...new Set(paths)];
}
