import { describe, expect, it } from 'vitest';
import { EXTERNAL_LINK_PARAM, markLink } from './links';
import { sanitizeHtml } from './sanitize-html';

const ORIGIN = 'https://lottery.example';

describe('markLink', () => {
  it('flags an external https link', () => {
    expect(markLink('https://news.example/a?b=1#c', ORIGIN)).toEqual({
      href: 'https://news.example/a?b=1&external=true#c',
      external: true,
    });
  });

  it('flags mailto links, keeping their own query', () => {
    expect(markLink('mailto:help@lottery.iq', ORIGIN).href).toBe(
      'mailto:help@lottery.iq?external=true',
    );
    expect(markLink('mailto:a@b.iq?subject=Hi', ORIGIN).href).toBe(
      'mailto:a@b.iq?subject=Hi&external=true',
    );
  });

  it.each(['jpeg', 'jpg', 'gif', 'png', 'webp', 'svg', 'webm', 'mp4', 'MOV'])(
    'leaves links to .%s files unmarked',
    (ext) => {
      const href = `https://cdn.example/file.${ext}`;
      expect(markLink(href, ORIGIN)).toEqual({ href, external: true });
    },
  );

  it('leaves relative, same-origin and tel links alone', () => {
    expect(markLink('/news', ORIGIN)).toEqual({ href: '/news', external: false });
    expect(markLink(`${ORIGIN}/privacy`, ORIGIN)).toEqual({
      href: `${ORIGIN}/privacy`,
      external: false,
    });
    expect(markLink('tel:+964770', ORIGIN).external).toBe(false);
  });

  it('uses the recorded parameter name', () => {
    expect(EXTERNAL_LINK_PARAM).toBe('external');
  });
});

describe('links in sanitised HTML', () => {
  const anchor = (html: string, newTab?: boolean) => {
    const root = document.createElement('div');
    root.innerHTML = sanitizeHtml(html, { appOrigin: ORIGIN, linksInNewTab: newTab });
    return root.querySelector('a');
  };

  it('marks an external link and opens it in a new tab', () => {
    const a = anchor('<a href="https://news.example/x">x</a>');
    expect(a?.getAttribute('href')).toBe('https://news.example/x?external=true');
    expect(a?.getAttribute('target')).toBe('_blank');
    expect(a?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('can keep external links in the same tab', () => {
    expect(anchor('<a href="https://news.example/x">x</a>', false)?.hasAttribute('target')).toBe(
      false,
    );
  });

  it('marks mailto without a new tab, and keeps internal links in the app', () => {
    expect(anchor('<a href="mailto:a@b.iq">m</a>')?.hasAttribute('target')).toBe(false);
    const internal = anchor('<a href="/media_center">m</a>');
    expect(internal?.getAttribute('href')).toBe('/media_center');
    expect(internal?.hasAttribute('target')).toBe(false);
  });
});
