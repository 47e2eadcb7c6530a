export { sanitizeHtml, FIRST_IMAGE_CLASS, type SanitizeOptions } from './sanitize-html';
export { isAllowedIframeSrc } from './iframe-host';
export { markLink, isMediaFileUrl, EXTERNAL_LINK_PARAM } from './links';
export { ALLOWED_URI_REGEXP, VIDEO_HOSTS, PURIFY_CONFIG } from './config';
