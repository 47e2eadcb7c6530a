import { describe, expect, it } from 'vitest';
import { findCycles } from './import-cycles.ts';
import { withPlanted } from './lint-planted.ts';

const cyclesIn = (folder: string, files: Record<string, string>) =>
  withPlanted(files, () => findCycles([folder]));

// The check `npm run lint` runs (scripts/lint-rules/import-cycles.ts), on planted files.
describe('planted import cycles', { timeout: 60_000 }, () => {
  it('reports a two-file cycle between .ts files', async () => {
    const cycles = await cyclesIn('src/lib/zz-planted-cycle', {
      'src/lib/zz-planted-cycle/first.ts':
        "import { second } from './second';\nexport const first = () => second;\n",
      'src/lib/zz-planted-cycle/second.ts':
        "import { first } from './first';\nexport const second = () => first;\n",
    });
    expect(cycles).toEqual([
      ['src/lib/zz-planted-cycle/first.ts', 'src/lib/zz-planted-cycle/second.ts'],
    ]);
  });

  it('reports a cycle through a .tsx file and an alias import', async () => {
    const cycles = await cyclesIn('src/components/zz-planted-cycle', {
      'src/components/zz-planted-cycle/badge.tsx':
        "import { label } from '@/components/zz-planted-cycle/label';\nexport const Badge = () => <b>{label}</b>;\n",
      'src/components/zz-planted-cycle/label.ts':
        "import { Badge } from './badge';\nexport const label = String(Badge.name);\n",
    });
    expect(cycles).toHaveLength(1);
    expect([...cycles[0]!].sort()).toEqual([
      'src/components/zz-planted-cycle/badge.tsx',
      'src/components/zz-planted-cycle/label.ts',
    ]);
  });

  it('reports a cycle closed by a dynamic import', async () => {
    const cycles = await cyclesIn('src/lib/zz-planted-lazy', {
      'src/lib/zz-planted-lazy/page.ts':
        "import { load } from './loader';\nexport const page = () => load;\n",
      'src/lib/zz-planted-lazy/loader.ts': "export const load = () => import('./page');\n",
    });
    expect(cycles).toHaveLength(1);
  });

  it('reports a circle made only of type imports: a type lives below both its readers', async () => {
    const cycles = await cyclesIn('src/lib/zz-planted-types', {
      'src/lib/zz-planted-types/a.ts':
        "import type { B } from './b';\nexport interface A { b?: B }\n",
      'src/lib/zz-planted-types/b.ts':
        "import type { A } from './a';\nexport interface B { a?: A }\n",
    });
    expect(cycles).toHaveLength(1);
  });
});
