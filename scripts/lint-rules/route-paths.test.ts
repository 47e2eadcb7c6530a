import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../src/lib/navigation/routes';
import { readSource, routeLiteralsIn, shippedFiles, spellsRoute } from './route-paths';

const CHECKOUT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ROUTES = Object.values(PATHS);
// The one place a route is written: the route modules. The router, the prerender list, the e2e
// route list and the benchmarks derive from them.
const HOME = 'src/lib/navigation/routes/';

describe('route paths are written once', () => {
  it('no shipped file of the app, the fake, the scripts or the e2e support spells a route', () => {
    const files = ['src', 'qa-panel', 'mock-server', 'scripts', 'bench', 'e2e/support']
      .flatMap((folder) => shippedFiles(join(CHECKOUT, folder), CHECKOUT))
      .filter((file) => !file.startsWith(HOME));
    expect(files.length).toBeGreaterThan(500);
    const found = files.flatMap((file) =>
      routeLiteralsIn(file, readSource(CHECKOUT, file), ROUTES),
    );
    expect(found).toEqual([]);
  });

  it('finds a route in a constant, an alias, a template and a redirect', () => {
    const source = [
      "const CART = '/cart';",
      'const go = useNavigate();',
      "go('/my_funds?tab=deposit');",
      'const to = `/media_center_article?id=${id}`;',
      "window.location.assign('/login#top');",
      "redirect('/more/results/history');",
    ].join('\n');
    expect(routeLiteralsIn('x.ts', source, ROUTES).map((r) => r.text)).toEqual([
      '/cart',
      '/my_funds?tab=deposit',
      '/media_center_article?id=',
      '/login#top',
      '/more/results/history',
    ]);
  });

  it('leaves alone what only looks like a route', () => {
    for (const text of ['/', '/users/login', '/cartography', 'a/cart', '/api/news-articles'])
      expect(spellsRoute(text, ROUTES), text).toBe(false);
  });
});
