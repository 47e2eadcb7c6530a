import { describe, expect, it } from 'vitest';
import { withStableIds } from './styled-ids';

describe('withStableIds', () => {
  it('gives each styled component of a file an id from its path and place', () => {
    const code = [
      "import styled from 'styled-components';",
      'const A = styled.div`color: red;`;',
      'const B = styled(A)<{ $on: boolean }>`color: blue;`;',
      "const C = styled.button.attrs({ type: 'button' })`margin: 0;`;",
    ].join('\n');
    const out = withStableIds(code, 'src/x.tsx');
    const ids = [...out.matchAll(/componentId: '(sc-[a-z0-9]+-\d)'/g)].map((m) => m[1]);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    expect(out).toContain("styled(A).withConfig({ componentId: '");
    expect(out).toMatch(/withConfig\(\{ componentId: '[^']+' \}\)<\{ \$on: boolean \}>`/);
    expect(out).toMatch(/styled\.button\.withConfig\([^)]*\)\.attrs\(/);
    // The same file gives the same ids; another file others.
    expect(withStableIds(code, 'src/x.tsx')).toBe(out);
    expect(withStableIds(code, 'src/y.tsx')).not.toBe(out);
  });

  it('leaves other uses of the name alone', () => {
    const code = 'const styledText = styled;\nexport { styled };';
    expect(withStableIds(code, 'src/z.ts')).toBe(code);
  });
});
