import createDOMPurify, { type DOMPurify } from 'dompurify';
import { PURIFY_CONFIG, TAG_ONLY_ATTRIBUTES, URL_ATTRIBUTES } from './config';
import { isAllowedIframeSrc } from './iframe-host';
import { markLink } from './links';

export interface SanitizeOptions {
  /** External links and media-file links open in a new tab (default true). */
  linksInNewTab?: boolean;
  /** The app's own origin: links elsewhere are external. Defaults to the page's origin. */
  appOrigin?: string;
}

/** The class the first image of a text gets (section 5), so pages can style the lead picture. */
export const FIRST_IMAGE_CLASS = 'cms-image';

interface RunState {
  images: number;
  linksInNewTab: boolean;
  appOrigin: string;
}

// DOMPurify runs synchronously, so one module-level state per call is safe.
let run: RunState = { images: 0, linksInNewTab: true, appOrigin: 'http://localhost' };
let purifier: DOMPurify | undefined;

function dropRejectedIframe(node: Node, data: { tagName: string }): void {
  if (data.tagName !== 'iframe' || !(node instanceof Element)) return;
  // DOMPurify's documented way: detach the node in this hook and it is skipped.
  if (!isAllowedIframeSrc(node.getAttribute('src'))) node.parentNode?.removeChild(node);
}

function keepOnlyTagAttributes(
  node: Element,
  data: { attrName: string; attrValue: string; keepAttr: boolean },
): void {
  const name = data.attrName.toLowerCase();
  const owner = TAG_ONLY_ATTRIBUTES[name];
  if (owner && owner !== node.nodeName.toLowerCase()) data.keepAttr = false;
  // `data:` is not in the scheme list; DOMPurify would still keep it on images and media.
  if (URL_ATTRIBUTES.includes(name) && /^\s*data:/i.test(data.attrValue)) data.keepAttr = false;
}

function finishElement(node: Element): void {
  const tag = node.nodeName;
  if (tag === 'IMG' && run.images++ === 0) node.classList.add(FIRST_IMAGE_CLASS);
  if (tag !== 'A') return;
  const href = node.getAttribute('href');
  const marked = href ? markLink(href, run.appOrigin) : { href: '', external: false };
  if (href) node.setAttribute('href', marked.href);
  if (marked.external && run.linksInNewTab && !href?.startsWith('mailto:')) {
    node.setAttribute('target', '_blank');
  }
  // Any new-tab link (the CMS may set target itself) must not hand the app's window over.
  if (node.hasAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
}

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook('uponSanitizeElement', dropRejectedIframe);
  purifier.addHook('uponSanitizeAttribute', keepOnlyTagAttributes);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof Element) finishElement(node);
  });
  return purifier;
}

/**
 * CMS HTML made safe to render with the spec's DOMPurify configuration. Only `SafeHtml` calls
 * this: it is the one place CMS markup reaches the DOM.
 */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  run = {
    images: 0,
    linksInNewTab: options.linksInNewTab ?? true,
    appOrigin: options.appOrigin ?? window.location.origin,
  };
  return getPurifier().sanitize(html, PURIFY_CONFIG);
}
