import { describe, expect, it } from 'vitest';
import { startRouteFiles } from './bundle-budget';

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js', '_api.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_api.js': { file: 'assets/api.js', imports: ['_react.js'] },
  '_styles.css': { file: 'assets/styles.css' },
  'src/features/play/pages/play-page.tsx': {
    file: 'assets/play-page.js',
    imports: ['_board.js', '_styles.css'],
  },
  '_board.js': { file: 'assets/board.js', imports: ['_api.js'] },
  'src/features/cart/pages/cart-page.tsx': { file: 'assets/cart-page.js', imports: ['_cart.js'] },
  '_cart.js': { file: 'assets/cart.js' },
};

describe('startRouteFiles', () => {
  it('counts the entry, its static imports and the start page with its imports, once each', () => {
    expect(startRouteFiles(manifest, ['src/features/play/pages/play-page.tsx']).sort()).toEqual([
      'assets/api.js',
      'assets/board.js',
      'assets/index.js',
      'assets/play-page.js',
      'assets/react.js',
    ]);
  });

  it('leaves out other lazy pages and non-JavaScript files', () => {
    const files = startRouteFiles(manifest, ['src/features/play/pages/play-page.tsx']);
    expect(files).not.toContain('assets/cart-page.js');
    expect(files).not.toContain('assets/styles.css');
  });
});
