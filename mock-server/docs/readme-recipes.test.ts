import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../hosts/http/free-port';
import { startHttpFake, type RunningHttpFake } from '../hosts/http/server';
import { missingWord, readmeRecipes, readRecipes } from './recipes';

const run = promisify(execFile);
const { setup, recipes } = readmeRecipes();

let fake: RunningHttpFake;
let replayPort: number;

beforeAll(async () => {
  fake = await startHttpFake({ port: await freePort(), logger: false });
  // Recipe 16 starts a replay server of its own.
  replayPort = await freePort();
});
afterAll(() => fake.close());

/** The README's own shell: bash, curl and node against this fake (`$FAKE`). */
async function shell(script: string) {
  // Async, never execFileSync: the fake answers from this process's event loop.
  const outcome = await run('bash', ['-c', `${setup}\n${script}`], {
    env: { ...process.env, FAKE: fake.url, REPLAY_PORT: String(replayPort) },
    // Recipe 16 starts a second node process (tsx compiles on start: slow on a busy machine).
    timeout: 60_000,
  }).catch((error: { stdout?: string; stderr?: string; code?: number }) => error);
  return { stdout: outcome.stdout ?? '', stderr: outcome.stderr ?? '' };
}

describe('the README recipes', () => {
  it('has the nineteen, verification and snapshots last', () => {
    expect(recipes).toHaveLength(19);
    expect(recipes.at(-3)?.title).toMatch(/Verification/);
    expect(recipes.at(-2)?.title).toMatch(/snapshot/);
    expect(recipes.at(-1)?.title).toMatch(/snapshot/);
  });

  // In README order: verification and snapshots last, they need the fake's newest calls.
  it.each(recipes.map((recipe) => [recipe.title, recipe] as const))(
    '%s',
    async (_title, recipe) => {
      const { stdout, stderr } = await shell(recipe.script);
      const missing = missingWord(stdout, recipe.expect);
      expect(missing, `"${missing}" not in:\n${stdout}\n${stderr}`).toBeNull();
    },
    70_000,
  );
});

describe('reading recipes', () => {
  const readme = (recipe: string) =>
    [
      '# Fake',
      '## Recipes',
      '```sh\nFAKE=x\n```',
      recipe,
      '## Memory',
      '```sh\nnot a recipe\n```',
    ].join('\n');

  it('takes the setup block and each recipe with its expectation, and stops at the next section', () => {
    const parsed = readRecipes(readme('### 1. One\n\n```sh\n# expect: 402 "a b"\ncurl x\n```'));
    expect(parsed.setup).toBe('FAKE=x\n');
    expect(parsed.recipes).toEqual([
      { title: '1. One', script: '# expect: 402 "a b"\ncurl x\n', expect: ['402', '"a', 'b"'] },
    ]);
  });

  it('refuses a recipe without an expectation', () => {
    expect(() => readRecipes(readme('### 2. Two\n\n```sh\ncurl x\n```'))).toThrow(/no "# expect:"/);
  });

  it('finds the expected words in order only', () => {
    expect(missingWord('PENDING then FAILED', ['PENDING', 'FAILED'])).toBeNull();
    expect(missingWord('FAILED then PENDING', ['PENDING', 'FAILED'])).toBe('FAILED');
  });
});
