import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The highest folder of `path` that does not exist yet (removed again afterwards). */
function firstMissingFolder(path: string): string | undefined {
  let missing: string | undefined;
  for (let dir = dirname(path); !existsSync(dir); dir = dirname(dir)) missing = dir;
  return missing;
}

/**
 * Plants files in the real tree (so the resolver and the zones see real paths), lints the first
 * one with the repository's own config, removes them again and answers the rules that fired.
 * A rule that never fires on its planted violation is a rule that does not run. Plant files only
 * in new folders or under new names: they are deleted afterwards.
 */
export async function lintPlanted(files: Record<string, string>): Promise<string[]> {
  const paths = Object.keys(files).map((path) => join(root, path));
  const cleanup = paths.map((path) => firstMissingFolder(path) ?? path);
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    const eslint = new ESLint({ cwd: root, cache: false });
    const [result] = await eslint.lintFiles([paths[0]!]);
    return (result?.messages ?? []).map((message) => message.ruleId ?? 'parse-error');
  } finally {
    for (const path of cleanup) rmSync(path, { recursive: true, force: true });
  }
}
