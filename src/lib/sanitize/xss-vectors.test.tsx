import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VIDEO_MARKER } from '@/lib/api/types/cms';
import { markdownToHtml, replaceVideoMarker } from '@/lib/rich-text';
import { isAllowedIframeSrc } from './iframe-host';
import { sanitizeHtml } from './sanitize-html';
import { dangersIn, XSS_VECTORS } from '@/testing/xss-vectors';

/** The CMS rich-text sink: markdown (raw HTML allowed), the video marker, then the sanitiser. */
const richText = (markdown: string, videoUrl: string | null = null) =>
  sanitizeHtml(replaceVideoMarker(markdownToHtml(markdown), videoUrl, 'Video'));

const dangersOf = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  return dangersIn(root, isAllowedIframeSrc);
};

/** Every string field of every fake CMS fixture, with where it is. */
function cmsFields(): [string, string][] {
  const dir = join(process.cwd(), 'fixtures', 'cms');
  const fields: [string, string][] = [];
  const walk = (value: unknown, at: string) => {
    if (typeof value === 'string') fields.push([at, value]);
    else if (value && typeof value === 'object')
      for (const [key, child] of Object.entries(value)) walk(child, `${at}.${key}`);
  };
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')))
    walk(JSON.parse(readFileSync(join(dir, file), 'utf8')), file);
  return fields;
}

describe('the XSS vector list through every CMS field and sink (issue 39)', () => {
  it.each(XSS_VECTORS)('leaves nothing that runs: %s', (vector) => {
    expect(dangersOf(sanitizeHtml(vector))).toEqual([]);
    expect(dangersOf(richText(vector))).toEqual([]);
    expect(dangersOf(richText(`before\n\n${VIDEO_MARKER}\n\n${vector}`, vector))).toEqual([]);
  });

  it('sees a vector that got through (the check can fail)', () => {
    expect(dangersOf('<img src=x onerror=alert(1)><a href="javascript:x">a</a>')).toHaveLength(2);
  });

  it('leaves nothing that runs in any CMS field, each field given vectors in turn', () => {
    const fields = cmsFields();
    expect(fields.length).toBeGreaterThan(500);
    // Every field gets a vector and every vector about twenty fields: all of them in every
    // field would be minutes of markdown on a shared machine for the same sink.
    const unsafe = fields.filter(([, text], i) => {
      const vector = XSS_VECTORS[i % XSS_VECTORS.length] ?? '';
      return dangersOf(richText(`${text}\n\n${vector}`)).length > 0;
    });
    expect(unsafe.map(([at]) => at)).toEqual([]);
  });

  it('takes a video from an allowed host only, whatever the CMS field says', () => {
    for (const url of ['javascript:alert(1)', 'https://evil.example/embed/x', 'data:text/html,x'])
      expect(dangersOf(richText(VIDEO_MARKER, url))).toEqual([]);
  });
});
