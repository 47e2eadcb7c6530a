import { describe, expect, it } from 'vitest';
import { lintPlanted } from './lint-planted.ts';

const ZONE = 'import/no-restricted-paths';
const plant = (path: string, line: string) => lintPlanted({ [path]: `${line}\n` });

/** The QA panel's own entry and its one door into the fake (decision 0266). */
describe('planted zone violations: the QA panel', { timeout: 120_000 }, () => {
  it('reports the app importing the panel', async () => {
    const rules = await plant(
      'src/app/zz-planted-zone/mounts-panel.ts',
      "export { mountQaPanel } from '../../../qa-panel/mount';",
    );
    expect(rules).toContain(ZONE);
  });

  it("reports the panel importing the fake's internals", async () => {
    const rules = await plant(
      'qa-panel/zz-planted-zone/reads-fake.ts',
      "export { FAULT_KINDS } from '../../mock-server/pipeline/faults';",
    );
    expect(rules).toContain(ZONE);
  });

  it("reports the panel importing the app's features", async () => {
    const rules = await plant(
      'qa-panel/zz-planted-zone/reads-feature.ts',
      "export { default } from '@/features/play/pages/play-page';",
    );
    expect(rules).toContain(ZONE);
  });

  it("lets the panel import the control API's types and the runtime config", async () => {
    const rules = await lintPlanted({
      'qa-panel/zz-planted-zone/reads-contract.ts':
        "export { FAULT_KINDS } from '../../mock-server/control/api-types';\n" +
        "export { readRuntimeConfig } from '@/lib/config';\n",
    });
    expect(rules).toEqual([]);
  });
});
