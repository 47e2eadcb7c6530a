import { VIDEO_MARKER } from '@/lib/api/types/cms';

const YOUTUBE_ID = /^[\w-]{6,20}$/;

/**
 * The embeddable address of a video link. YouTube watch, short and youtu.be links become
 * `https://www.youtube.com/embed/<id>`; anything else is kept and left to the sanitiser's
 * host check (which removes what it does not accept).
 */
export function toEmbedUrl(videoUrl: string): string {
  let url: URL;
  try {
    url = new URL(videoUrl.trim());
  } catch {
    return videoUrl;
  }
  const host = url.hostname.toLowerCase();
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1);
  else if (host === 'www.youtube.com' || host === 'youtube.com' || host === 'm.youtube.com') {
    const [, kind, value] = url.pathname.split('/');
    if (kind === 'watch') id = url.searchParams.get('v');
    else if (kind === 'embed' || kind === 'shorts' || kind === 'live') id = value ?? null;
  }
  return id && YOUTUBE_ID.test(id) ? `https://www.youtube.com/embed/${id}` : videoUrl;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The player markup for a video; it still goes through the sanitiser like all CMS markup. */
export function videoIframeHtml(videoUrl: string, title: string): string {
  return (
    `<iframe src="${escapeAttribute(toEmbedUrl(videoUrl))}" title="${escapeAttribute(title)}" ` +
    'width="560" height="315" frameborder="0" ' +
    'allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" ' +
    'referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>'
  );
}

/** Under the data saver: a link to the video instead of a player that loads at once. */
export function videoLinkHtml(videoUrl: string, text: string): string {
  return (
    `<a href="${escapeAttribute(videoUrl.trim())}" target="_blank" rel="noopener noreferrer">` +
    `${escapeAttribute(text)}</a>`
  );
}

/**
 * Section 2: the video marker in an article becomes an embedded player when the article has a
 * video URL; without one the marker is simply removed.
 */
export function replaceVideoMarker(
  html: string,
  videoUrl: string | null | undefined,
  title: string,
  /** The data saver's link text: a link replaces the player. */
  linkText?: string,
): string {
  if (!html.includes(VIDEO_MARKER)) return html;
  const embed = (url: string) =>
    linkText
      ? `<p>${videoLinkHtml(url, linkText)}</p>`
      : `<div class="cms-video">${videoIframeHtml(url, title)}</div>`;
  const player = videoUrl ? embed(videoUrl) : '';
  // A marker alone in its paragraph takes the paragraph with it, so no empty <p> is left.
  return html.replaceAll(`<p>${VIDEO_MARKER}</p>`, player).replaceAll(VIDEO_MARKER, player);
}
