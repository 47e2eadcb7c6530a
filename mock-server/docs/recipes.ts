import { readFileSync } from 'node:fs';

/** One recipe of the README: its heading, its shell block and what its output must hold. */
export interface Recipe {
  title: string;
  script: string;
  /** The words of its `# expect:` line, found in the output in this order. */
  expect: string[];
}

const FENCE = /```sh\n([\s\S]*?)```/g;

/**
 * The README's "Recipes" section: the first block (no `# expect:`) sets up the shell, each `###`
 * subsection holds one recipe. A recipe without an expectation is an error, not a silent pass.
 */
export function readRecipes(markdown: string): { setup: string; recipes: Recipe[] } {
  const start = markdown.indexOf('\n## Recipes\n');
  if (start < 0) throw new Error('The README has no "## Recipes" section');
  const rest = markdown.slice(start + 1);
  const end = rest.indexOf('\n## ', 1);
  const section = end < 0 ? rest : rest.slice(0, end);
  const [intro = '', ...parts] = section.split('\n### ');
  const setup = [...intro.matchAll(FENCE)][0]?.[1];
  if (!setup) throw new Error('The Recipes section has no setup block');
  const recipes = parts.map((part) => {
    const title = part.slice(0, part.indexOf('\n')).trim();
    const script = [...part.matchAll(FENCE)][0]?.[1] ?? '';
    const line = /^# expect: (.+)$/m.exec(script)?.[1];
    if (!line) throw new Error(`Recipe "${title}" has no "# expect:" line`);
    return { title, script, expect: line.trim().split(/\s+/) };
  });
  return { setup, recipes };
}

export const readmeRecipes = (path = new URL('../README.md', import.meta.url)) =>
  readRecipes(readFileSync(path, 'utf8'));

/** The first expected word missing from the output (in order), or null when all are there. */
export function missingWord(output: string, words: string[]): string | null {
  let from = 0;
  for (const word of words) {
    const at = output.indexOf(word, from);
    if (at < 0) return word;
    from = at + word.length;
  }
  return null;
}
