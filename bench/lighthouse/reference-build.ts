/**
 * `--compare REF`: a throwaway worktree of REF (sharing this checkout's node_modules) built
 * with `vite build` and, where REF has one, its build-time prerender, so two builds are
 * measured side by side on the same machine. `firstScreens: 'shell'` builds it with the start shell in
 * place of every first screen (a plain client render, scripts/prerender/prerender.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface ReferenceBuild {
  root: string;
  remove(): void;
}

export function buildReference(ref: string, firstScreens?: 'shell'): ReferenceBuild {
  const root = join(mkdtempSync(join(tmpdir(), 'lh-ref-')), 'checkout');
  const git = (...args: string[]) => execFileSync('git', args, { stdio: 'inherit' });
  git('worktree', 'add', '--detach', root, ref);
  const remove = () => {
    git('worktree', 'remove', '--force', root);
    rmSync(resolve(root, '..'), { recursive: true, force: true });
  };
  try {
    if (!existsSync(join(root, 'node_modules'))) {
      symlinkSync(resolve('node_modules'), join(root, 'node_modules'));
    }
    execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    const prerender = join(root, 'scripts/prerender/prerender.ts');
    if (existsSync(prerender)) {
      execFileSync('node', ['--import', 'tsx', prerender], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, PRERENDER: firstScreens ?? '' },
      });
    }
  } catch (error) {
    remove();
    throw error;
  }
  return { root, remove };
}
