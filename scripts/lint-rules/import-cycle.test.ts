import { describe, expect, it } from 'vitest';
import { lintPlanted } from './lint-planted.ts';

// import/no-cycle sees .ts/.tsx files only with the TypeScript import settings (eslint.config.js).
describe('planted import cycles', { timeout: 120_000 }, () => {
  it('reports a two-file cycle between .ts files', async () => {
    const rules = await lintPlanted({
      'src/lib/zz-planted-cycle/first.ts':
        "import { second } from './second';\nexport const first = () => second;\n",
      'src/lib/zz-planted-cycle/second.ts':
        "import { first } from './first';\nexport const second = () => first;\n",
    });
    expect(rules).toContain('import/no-cycle');
  });

  it('reports a cycle through a .tsx file', async () => {
    const rules = await lintPlanted({
      'src/components/zz-planted-cycle/badge.tsx':
        "import { label } from './label';\nexport const Badge = () => <b>{label}</b>;\n",
      'src/components/zz-planted-cycle/label.ts':
        "import { Badge } from './badge';\nexport const label = String(Badge.name);\n",
    });
    expect(rules).toContain('import/no-cycle');
  });
});
