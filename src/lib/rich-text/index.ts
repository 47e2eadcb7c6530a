export { markdownToHtml } from './markdown';
export { replaceVideoMarker, toEmbedUrl, videoIframeHtml, videoLinkHtml } from './video';
