import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The folders whose modules must not import each other in a circle. */
export const CYCLE_ROOTS = [
  'src',
  'qa-panel',
  'mock-server',
  'contracts',
  'scripts',
  'bench',
  'e2e',
];

/**
 * Import cycles among the .ts/.tsx modules under `paths` (relative to the repository), each as the
 * files of one circle. Type-only imports count too: erased at build time, they cannot order a
 * module's evaluation, but a circle of types is two files that cannot be read apart (issue 41; the
 * fake's stores imported `World` back). A dynamic `import()` counts. madge instead of ESLint's
 * import/no-cycle: the rule took 165 of the lint's 208 seconds for the same answer (decision 0234).
 */
export async function findCycles(paths: readonly string[] = CYCLE_ROOTS): Promise<string[][]> {
  const skip = { skipTypeImports: false, skipAsyncImports: false };
  const result = await madge(
    paths.map((path) => join(root, path)),
    {
      baseDir: root,
      fileExtensions: ['ts', 'tsx'],
      tsConfig: join(root, 'tsconfig.json'),
      excludeRegExp: [/node_modules/, /\.d\.ts$/],
      detectiveOptions: { ts: skip, tsx: skip, es6: skip },
    },
  );
  return result.circular();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cycles = await findCycles();
  for (const cycle of cycles) console.error(`import cycle: ${[...cycle, cycle[0]].join(' → ')}`);
  if (cycles.length > 0) process.exit(1);
  console.log('No import cycles.');
}
