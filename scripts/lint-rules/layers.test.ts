import { describe, expect, it } from 'vitest';
import { lintPlanted } from './lint-planted.ts';

const ZONE = 'import/no-restricted-paths';
const reading = (from: string, name: string) =>
  `import { ${name} } from '${from}';\nexport const planted = ${name};\n`;

// The layers of decision 0181: app -> features -> entities -> lib/components/i18n/styles.
// The first lint of a run loads the resolver and the TypeScript project: seconds on a busy machine.
describe('the layers between features and entities', { timeout: 120_000 }, () => {
  it('fails a feature that imports another feature, even through its api folder', async () => {
    const rules = await lintPlanted({
      'src/features/favourites/zz-planted/reads-play.ts': reading(
        '@/features/play/api',
        'useTicketType',
      ),
    });
    expect(rules).toContain(ZONE);
  });

  it('fails an entity that imports a feature', async () => {
    const rules = await lintPlanted({
      'src/entities/zz-planted/reads-feature.ts': reading('@/features/play/api', 'useTicketType'),
    });
    expect(rules).toContain(ZONE);
  });

  it('fails lib code that imports an entity', async () => {
    const rules = await lintPlanted({
      'src/lib/zz-planted/reads-entity.ts': reading('@/entities/session', 'playerKeys'),
    });
    expect(rules).toContain(ZONE);
  });

  it('lets a feature compose an entity', async () => {
    const rules = await lintPlanted({
      'src/features/favourites/zz-planted/reads-entity.ts': reading(
        '@/entities/session',
        'playerKeys',
      ),
    });
    expect(rules).toEqual([]);
  });
});
