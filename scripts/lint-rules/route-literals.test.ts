import { describe, expect, it } from 'vitest';
import { lintPlanted } from './lint-planted.ts';

const RULE = 'no-restricted-syntax';
const plant = (text: string) => lintPlanted({ 'src/lib/zz-planted-routes/links.tsx': text });

describe('a literal route path outside PATHS', { timeout: 120_000 }, () => {
  it('fails lint in a link, a navigation, a template and a menu item', async () => {
    const rules = await plant(
      [
        "import { Link, useNavigate } from 'react-router-dom';",
        'export function Links({ id }: { id: string }) {',
        '  const navigate = useNavigate();',
        "  const items = [{ to: '/privacy', label: 'p' }];",
        '  return (',
        '    <>',
        '      <Link to="/cart">cart</Link>',
        '      <Link to={`/media_center_article?id=${id}`}>article</Link>',
        "      <button onClick={() => navigate('/')}>{items.length}</button>",
        '    </>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    expect(rules.filter((rule) => rule === RULE)).toHaveLength(4);
  });

  it('passes PATHS, and slashes that are not routes', async () => {
    const rules = await plant(
      [
        "import { Link } from 'react-router-dom';",
        "import { PATHS } from '@/lib/navigation';",
        "export const parts = (date: string) => date.split('/').join('/');",
        'export const Links = ({ id }: { id: string }) => (',
        '  <Link to={`${PATHS.article}?id=${id}`}>{parts(PATHS.cart)}</Link>',
        ');',
        '',
      ].join('\n'),
    );
    expect(rules).toEqual([]);
  });
});
