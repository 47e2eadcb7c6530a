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
 * Plants files in the real tree (so resolvers and zones see real paths), runs `check` on them and
 * removes them again. Plant files only in new folders or under new names: they are deleted.
 */
export async function withPlanted<T>(
  files: Record<string, string>,
  check: (paths: string[]) => Promise<T>,
): Promise<T> {
  const paths = Object.keys(files).map((path) => join(root, path));
  const cleanup = paths.map((path) => firstMissingFolder(path) ?? path);
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return await check(paths);
  } finally {
    for (const path of cleanup) rmSync(path, { recursive: true, force: true });
  }
}

/**
 * Lints the first planted file with the repository's own config and answers the rules that
 * fired. A rule that never fires on its planted violation is a rule that does not run.
 */
export function lintPlanted(files: Record<string, string>): Promise<string[]> {
  return withPlanted(files, async (paths) => {
    const eslint = new ESLint({ cwd: root, cache: false });
    const [result] = await eslint.lintFiles([paths[0]!]);
    return (result?.messages ?? []).map((message) => message.ruleId ?? 'parse-error');
  });
}
