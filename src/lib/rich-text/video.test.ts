import { describe, expect, it } from 'vitest';
import { VIDEO_MARKER } from '@/lib/api/types/cms';
import { sanitizeHtml } from '@/lib/sanitize';
import { markdownToHtml } from './markdown';
import { replaceVideoMarker, toEmbedUrl } from './video';

const article = (content: string, videoUrl: string | null) =>
  sanitizeHtml(replaceVideoMarker(markdownToHtml(content), videoUrl, 'Draw night'));

describe('toEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/123', 'https://vimeo.com/123'],
  ])('%s → %s', (input, output) => expect(toEmbedUrl(input)).toBe(output));
});

describe('replaceVideoMarker', () => {
  it('puts a YouTube player where the marker stands', () => {
    const html = article(
      `First part\n\n${VIDEO_MARKER}\n\nSecond part`,
      'https://youtu.be/dQw4w9WgXcQ',
    );
    const root = document.createElement('div');
    root.innerHTML = html;
    const iframe = root.querySelector('iframe');
    expect(iframe?.getAttribute('src')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(iframe?.getAttribute('title')).toBe('Draw night');
    expect(iframe?.hasAttribute('allowfullscreen')).toBe(true);
    expect(html.indexOf('First part')).toBeLessThan(html.indexOf('<iframe'));
    expect(html.indexOf('<iframe')).toBeLessThan(html.indexOf('Second part'));
    expect(html).not.toContain(VIDEO_MARKER);
  });

  it('puts a link, not a player, under the data saver', () => {
    const html = sanitizeHtml(
      replaceVideoMarker(
        markdownToHtml(`Intro\n\n${VIDEO_MARKER}`),
        'https://youtu.be/dQw4w9WgXcQ',
        'Draw night',
        'Watch the video (uses data)',
      ),
    );
    const root = document.createElement('div');
    root.innerHTML = html;
    expect(root.querySelector('iframe')).toBeNull();
    const link = root.querySelector('a');
    // The sanitiser marks it as leaving the app, as every external link in CMS text.
    expect(link?.getAttribute('href')).toBe('https://youtu.be/dQw4w9WgXcQ?external=true');
    expect(link?.textContent).toBe('Watch the video (uses data)');
  });

  it('removes the marker when the article has no video', () => {
    const html = article(`Text\n\n${VIDEO_MARKER}`, null);
    expect(html.trim()).toBe('<p>Text</p>');
  });

  it('lets the sanitiser remove a video from another host', () => {
    const html = article(VIDEO_MARKER, 'https://evil.com/embed/x');
    expect(html).not.toContain('iframe');
  });

  it('escapes a hostile video url instead of injecting markup', () => {
    const html = article(
      VIDEO_MARKER,
      'https://www.youtube.com/embed/x"><script>alert(1)</script>',
    );
    expect(html).not.toMatch(/<script/i);
  });

  it('leaves content without the marker unchanged', () => {
    expect(replaceVideoMarker('<p>a</p>', 'https://youtu.be/dQw4w9WgXcQ', 't')).toBe('<p>a</p>');
  });
});
