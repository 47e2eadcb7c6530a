/**
 * Route paths written as text outside the one place that names them. The ESLint rule
 * (route-literals.js) sees a literal where a route is expected; this reads every string of the
 * source, so a constant, an alias (`const go = useNavigate()`), a `redirect()` or a `location`
 * write that spells a route is found too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface RouteLiteral {
  file: string;
  line: number;
  text: string;
}

/** Whether `text` spells one of `paths` (with a query, a hash or a sub-path after it). */
export function spellsRoute(text: string, paths: readonly string[]): boolean {
  return paths.some(
    (path) =>
      path !== '/' &&
      (text === path || (/^[?#/]/.test(text.slice(path.length)) && text.startsWith(path))),
  );
}

/** Every string and template head in `source` that spells a route. */
export function routeLiteralsIn(
  file: string,
  source: string,
  paths: readonly string[],
): RouteLiteral[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: RouteLiteral[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node)) &&
      spellsRoute(node.text, paths)
    ) {
      const line = sf.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push({ file, line, text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** The shipped source files under `root` (tests and test support left out). */
export function shippedFiles(root: string, base: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.d\.ts$/.test(file))
    .filter((file) => !file.split('/').includes('testing'))
    .map((file) => relative(base, join(root, file)));
}

export const readSource = (base: string, file: string) => readFileSync(join(base, file), 'utf8');
