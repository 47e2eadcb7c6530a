import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

const ORIGIN = 'https://lottery.example';
const clean = (html: string) => sanitizeHtml(html, { appOrigin: ORIGIN });
const dom = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = clean(html);
  return root;
};
const YT = 'https://www.youtube.com/embed/abc123';

describe('sanitizeHtml: hostile input', () => {
  it('removes script tags and their content', () => {
    expect(clean('<p>hi</p><script>alert(1)</script>')).toBe('<p>hi</p>');
  });

  it('removes event handler attributes', () => {
    const root = dom('<img src="/a.png" onerror="alert(1)"><p onclick="x()">t</p>');
    expect(root.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(root.querySelector('p')?.hasAttribute('onclick')).toBe(false);
  });

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'vbscript:x'])(
    'drops the %s link scheme',
    (href) => {
      expect(dom(`<a href="${href}">x</a>`).querySelector('a')?.hasAttribute('href')).toBe(false);
    },
  );

  it('drops data: urls on links, images and iframes', () => {
    const root = dom(
      '<a href="data:text/html,<script>alert(1)</script>">a</a><img src="data:image/svg+xml;base64,PHN2Zz4=">',
    );
    expect(root.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(root.querySelector('img')?.hasAttribute('src')).toBe(false);
    expect(clean('<iframe src="data:text/html,hi"></iframe>')).toBe('');
  });

  it.each([
    'https://www.youtube.com.evil.com/embed/x',
    'https://evil.com/?www.youtube.com',
    'https://youtube.com@evil.com/embed/x',
    'https://evil.com/www.youtube.com',
    'https://m.youtube.com/embed/x',
    'https://www.youtube.com:8443/embed/x',
    'http://www.youtube.com/embed/x',
    '//www.youtube.com/embed/x',
    'javascript:alert(1)',
    '',
  ])('removes an iframe from %s', (src) => {
    expect(clean(`<p>a</p><iframe src="${src}"></iframe>`)).toBe('<p>a</p>');
  });

  it('removes an iframe without src', () => {
    expect(clean('<iframe srcdoc="<script>alert(1)</script>"></iframe>')).toBe('');
  });

  it('neutralises svg tricks', () => {
    const out = clean(
      '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>' +
        '<svg onload="alert(1)"></svg><math><mi xlink:href="javascript:alert(1)">x</mi></math>',
    );
    expect(out).not.toMatch(/script|javascript|onload|<svg|<math/i);
  });

  it('resists mutation-XSS style nesting', () => {
    const out = clean('<noscript><p title="</noscript><img src=x onerror=alert(1)>">');
    expect(out).not.toMatch(/onerror/i);
  });

  it('drops style, forms and attributes meant for other tags', () => {
    const root = dom(
      '<div style="position:fixed" allow="camera" target="_top">x</div><form action="https://evil.com"><input name="p"></form>',
    );
    const div = root.querySelector('div');
    expect(div?.hasAttribute('style')).toBe(false);
    expect(div?.hasAttribute('allow')).toBe(false);
    expect(div?.hasAttribute('target')).toBe(false);
    expect(root.querySelector('form, input')).toBeNull();
  });
});

describe('sanitizeHtml: allowed content', () => {
  it.each([YT, 'https://youtube.com/embed/abc123'])(
    'keeps an iframe from %s with its attributes',
    (src) => {
      const iframe = dom(
        `<iframe src="${src}" width="560" height="315" title="Video" frameborder="0" allow="autoplay" allowfullscreen referrerpolicy="strict-origin-when-cross-origin" onload="x()"></iframe>`,
      ).querySelector('iframe');
      expect(iframe?.getAttribute('src')).toBe(src);
      for (const name of [
        'width',
        'height',
        'title',
        'frameborder',
        'allow',
        'allowfullscreen',
        'referrerpolicy',
      ]) {
        expect(iframe?.hasAttribute(name)).toBe(true);
      }
      expect(iframe?.hasAttribute('onload')).toBe(false);
    },
  );

  it('keeps video with sources', () => {
    const video = dom(
      '<video width="320" height="240" controls><source src="https://cdn.example/v.mp4" type="video/mp4"></video>',
    ).querySelector('video');
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(video?.querySelector('source')?.getAttribute('type')).toBe('video/mp4');
  });

  it.each(['ftp://files.example/a.txt', 'tel:+9647701234567'])('keeps the %s scheme', (href) => {
    expect(dom(`<a href="${href}">x</a>`).querySelector('a')?.getAttribute('href')).toBe(href);
  });

  it('gives only the first image the cms-image class and keeps image classes', () => {
    const images = dom('<img src="/a.png" class="wide"><img src="/b.png">').querySelectorAll('img');
    expect(images[0]?.className).toBe('wide cms-image');
    expect(images[1]?.classList.contains('cms-image')).toBe(false);
  });

  it('restarts the first-image count on every call', () => {
    clean('<img src="/a.png">');
    expect(dom('<img src="/b.png">').querySelector('img')?.classList.contains('cms-image')).toBe(
      true,
    );
  });

  it('keeps a and name, and protects any new-tab link', () => {
    const a = dom('<a href="/news" name="n" target="_blank">x</a>').querySelector('a');
    expect(a?.getAttribute('name')).toBe('n');
    expect(a?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
