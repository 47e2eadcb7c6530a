export { markdownToHtml } from './markdown';
export { replaceVideoMarker, toEmbedUrl, videoIframeHtml } from './video';
