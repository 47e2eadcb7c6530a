import type { Config } from 'dompurify';

/** Section 5: the only link schemes kept (plus relative urls, which have none). */
export const ALLOWED_URI_REGEXP =
  /^(?:(?:https?|ftp|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Section 5: iframes only from the video site's www host or bare host, compared exactly. */
export const VIDEO_HOSTS: readonly string[] = ['www.youtube.com', 'youtube.com'];

/** Section 5's attributes per tag (the others on these tags are DOMPurify's standard set). */
export const EXTRA_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'name', 'target'],
  img: ['class'],
  iframe: [
    'src',
    'type',
    'width',
    'height',
    'allowfullscreen',
    'title',
    'frameborder',
    'allow',
    'referrerpolicy',
  ],
  video: ['height', 'width', 'controls'],
  source: ['src', 'type'],
};

/**
 * The added attributes DOMPurify does not know: ADD_ATTR is global, so a hook keeps each one on
 * its own tag only (an `allow` or `target` anywhere else is dropped).
 */
export const TAG_ONLY_ATTRIBUTES: Readonly<Record<string, string>> = {
  target: 'a',
  allowfullscreen: 'iframe',
  frameborder: 'iframe',
  allow: 'iframe',
  referrerpolicy: 'iframe',
};

const extraNames = [...new Set(Object.values(EXTRA_ATTRIBUTES).flat())];

export const PURIFY_CONFIG: Config = {
  USE_PROFILES: { html: true },
  ADD_TAGS: ['img', 'a', 'iframe', 'video', 'source'],
  ADD_ATTR: extraNames,
  ALLOWED_URI_REGEXP,
  // Forms and styles have no place in CMS text; DOMPurify keeps them by default.
  FORBID_TAGS: ['form', 'input', 'button', 'textarea', 'select', 'style'],
  FORBID_ATTR: ['style'],
};

/** Attributes whose value is an address: a `data:` value is dropped there (not in the scheme list). */
export const URL_ATTRIBUTES: readonly string[] = ['href', 'src', 'xlink:href', 'action', 'poster'];
