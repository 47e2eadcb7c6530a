import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/lib/sanitize';
import { markdownToHtml } from './markdown';

const ORIGIN = 'https://lottery.example';
const render = (source: string) => {
  const root = document.createElement('div');
  root.innerHTML = sanitizeHtml(markdownToHtml(source), { appOrigin: ORIGIN });
  return root;
};

describe('markdownToHtml + sanitiser', () => {
  it('renders headings, lists and emphasis', () => {
    const root = render('## Rules\n\n- one\n- **two**');
    expect(root.querySelector('h2')?.textContent).toBe('Rules');
    expect(root.querySelectorAll('li')).toHaveLength(2);
    expect(root.querySelector('strong')?.textContent).toBe('two');
  });

  it('marks external and mailto links but not media files or internal links', () => {
    const root = render(
      '[site](https://www.example.org/page) [mail](mailto:info@lottery.iq) ' +
        '[photo](https://cdn.example/p.JPG) [news](/news)',
    );
    const hrefs = [...root.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      'https://www.example.org/page?external=true',
      'mailto:info@lottery.iq?external=true',
      'https://cdn.example/p.JPG',
      '/news',
    ]);
  });

  it('gives the first markdown image the cms-image class', () => {
    const images = render('![a](/uploads/a.png)\n\n![b](/uploads/b.png)').querySelectorAll('img');
    expect(images[0]?.className).toBe('cms-image');
    expect(images[1]?.className).toBe('');
  });

  it('keeps raw HTML in markdown safe', () => {
    const root = render('Hello <img src=x onerror="alert(1)"> [x](javascript:alert(1))');
    expect(root.innerHTML).not.toMatch(/onerror|javascript:/i);
  });

  it('answers an empty string for empty content', () => {
    expect(markdownToHtml(null)).toBe('');
  });
});
