import { describe, expect, it } from 'vitest';
import { lintPlanted } from './lint-planted.ts';

// Each lint resolves the planted file's imports: seconds, not milliseconds.
describe('planted lint violations', { timeout: 120_000 }, () => {
  it('reports the layering zone when src/lib imports a feature', async () => {
    const rules = await lintPlanted({
      'src/lib/zz-planted/reads-feature.ts':
        "import { PATHS } from '@/features/play/api';\nexport const planted = PATHS;\n",
    });
    expect(rules).toContain('import/no-restricted-paths');
  });

  it('reports nothing on a clean planted file (the harness itself adds no errors)', async () => {
    const rules = await lintPlanted({
      'src/lib/zz-planted/clean.ts': 'export const planted = 1;\n',
    });
    expect(rules).toEqual([]);
  });
});
