import { describe, expect, it } from 'vitest';
import { lintPlanted } from './lint-planted.ts';

const ZONE = 'import/no-restricted-paths';
const reading = (from: string, name: string) =>
  `import { ${name} } from '${from}';\nexport const planted = ${name};\n`;

// The layers of decision 0181 (and 0277): app -> pages -> features -> entities -> lib/components/i18n/styles.
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

// Decision 0277: pages (src/pages) compose features; entity UI shows, it never mutates.
describe('the pages layer and entity UI', { timeout: 120_000 }, () => {
  it('fails a feature that imports a page', async () => {
    const rules = await lintPlanted({
      'src/features/favourites/zz-planted/reads-page.ts':
        "import PlayPage from '@/pages/play-page';\nexport const planted = PlayPage;\n",
    });
    expect(rules).toContain(ZONE);
  });

  it('lets a page compose two features', async () => {
    const rules = await lintPlanted({
      'src/pages/zz-planted-page.ts': `import { saveFavouriteAction } from '@/features/favourites/save/lazy';\nimport { useCheck } from '@/features/checker/api/use-check';\nexport const planted = [saveFavouriteAction, useCheck];\n`,
    });
    expect(rules).toEqual([]);
  });

  it('fails an entity UI file that runs a mutation', async () => {
    const rules = await lintPlanted({
      'src/entities/favourites/ui/zz-planted.ts': `import { useFavouriteChange } from '../use-favourites';\nexport const useSave = () => {\n  const change = useFavouriteChange();\n  return () => change.mutateAsync({ kind: 'delete', favouriteId: 1 });\n};\n`,
    });
    expect(rules).toContain('no-restricted-properties');
  });
});
