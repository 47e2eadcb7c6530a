import { Marked } from 'marked';

// Its own instance: no global marked options leak in from elsewhere.
const markdown = new Marked({ gfm: true, breaks: false, async: false });

/**
 * CMS rich text (Strapi's markdown, which may hold raw HTML) as HTML. The result is NOT safe:
 * it reaches the page only through `SafeHtml`, which sanitises it.
 */
export function markdownToHtml(source: string | null | undefined): string {
  if (!source) return '';
  return markdown.parse(source, { async: false });
}
