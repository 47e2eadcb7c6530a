import { describe, expect, it } from 'vitest';
import { lintPlanted } from './lint-planted.ts';

const ZONE = 'import/no-restricted-paths';

describe('planted zone violations: the fake and the test support', { timeout: 120_000 }, () => {
  it('reports the fake importing the app shell', async () => {
    const rules = await lintPlanted({
      'mock-server/zz-planted-zone/reads-app.ts':
        "import { mountApp } from '../../src/app/mount-app';\nexport const planted = mountApp;\n",
    });
    expect(rules).toContain(ZONE);
  });

  it('reports the fake importing a value from src/lib/api (only its types are shared)', async () => {
    const rules = await lintPlanted({
      'mock-server/zz-planted-zone/reads-client.ts':
        "import { login } from '../../src/lib/api/account';\nexport const planted = login;\n",
    });
    expect(rules).toContain(ZONE);
  });

  it('lets the fake import the API types', async () => {
    const rules = await lintPlanted({
      'mock-server/zz-planted-zone/reads-types.ts':
        "import type { Voucher } from '../../src/lib/api/types';\nexport type Planted = Voucher;\n",
    });
    expect(rules).toEqual([]);
  });

  it('lets the fake import the published draw derivation', async () => {
    const rules = await lintPlanted({
      'mock-server/zz-planted-zone/reads-draw-proof.ts':
        "import { commitmentOf } from '../../src/lib/api/draw-proof/derive';\nexport const planted = commitmentOf;\n",
    });
    expect(rules).toEqual([]);
  });

  it('reports a feature file importing src/testing', async () => {
    const rules = await lintPlanted({
      'src/features/play/zz-planted-zone/reads-testing.ts':
        "import { fakeApi } from '@/testing/fake-adapter';\nexport const planted = fakeApi;\n",
    });
    expect(rules).toContain(ZONE);
  });

  it('reports a shipped file named like test support importing src/testing', async () => {
    for (const name of ['page-test-setup.ts', 'policy-harness.ts', 'cart-test-data.tsx']) {
      const rules = await lintPlanted({
        [`src/features/play/zz-planted-zone/${name}`]:
          "import { fakeApi } from '@/testing/fake-adapter';\nexport const planted = fakeApi;\n",
      });
      expect(rules, name).toContain(ZONE);
    }
  });

  it("reports a shipped file importing a feature's testing folder", async () => {
    const rules = await lintPlanted({
      'src/features/play/zz-planted-zone/reads-feature-testing.ts':
        "import { stubGame } from '../testing/play-page';\nexport const planted = stubGame;\n",
    });
    expect(rules).toContain(ZONE);
  });

  it('lets test support in a testing folder import src/testing', async () => {
    const rules = await lintPlanted({
      'src/features/play/zz-planted-zone/testing/support.ts':
        "import { fakeApi } from '@/testing/fake-adapter';\nexport const planted = fakeApi;\n",
    });
    expect(rules).not.toContain(ZONE);
  });

  it('lets a test file import src/testing', async () => {
    const rules = await lintPlanted({
      'src/features/play/zz-planted-zone/reads-testing.test.ts':
        "import { fakeApi } from '@/testing/fake-adapter';\nexport const planted = fakeApi;\n",
    });
    expect(rules).not.toContain(ZONE);
  });
});
