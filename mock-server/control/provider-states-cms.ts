/**
 * Content-service provider states. The fake CMS is read-only fixtures, so nothing is built: a
 * state only looks up the document the pact needs, through the fake's own Strapi answers.
 */
import { STATES } from '../../contracts/states';
import { DRAW_PROOF_STATES } from '../../contracts/states-draw-proof';
import { answerCms } from '../cms/query';
import { cmsStore } from '../cms/fixtures';
import { DEFAULT_ORIGIN } from '../config';
import { DomainError } from '../domain/errors';

type Doc = Record<string, unknown>;

const list = (route: string, query: Record<string, string>): Doc[] => {
  const context = { store: cmsStore(), mediaBase: `${DEFAULT_ORIGIN}/cms` };
  const answer = answerCms(route, new URLSearchParams({ locale: 'ar-IQ', ...query }), context);
  const data = (answer.body as { data?: unknown }).data;
  return Array.isArray(data) ? (data as Doc[]) : [];
};

const first = (docs: Doc[], wanted: string): Record<string, string> => {
  const doc = docs[0];
  if (!doc) throw new DomainError(409, 'STATE_NOT_AVAILABLE', `The fixtures hold no ${wanted}`);
  return { documentId: String(doc.documentId) };
};

const kindsOf = (doc: Doc) =>
  new Set(((doc.content as Doc[] | undefined) ?? []).map((block) => block.__component));

const CMS_STATES: Record<string, () => Record<string, string>> = {
  [STATES.navigationLinks]: () => ({}),
  [STATES.homepage]: () => ({}),
  [STATES.newsCollections]: () => ({}),
  [STATES.noNewsArticle]: () => ({}),
  [STATES.legalPages]: () => ({}),
  [STATES.voucherTerms]: () => ({}),
  [STATES.causes]: () => ({}),
  [DRAW_PROOF_STATES.certifiedDraw]: () => ({}),
  [STATES.contentPage]: () =>
    first(
      list('content-pages', { 'populate[content][populate]': '*' }).filter((doc) => {
        const kinds = kindsOf(doc);
        return kinds.has('elements.text-block') && kinds.has('elements.image');
      }),
      'content page with a text block and an image block',
    ),
  [STATES.newsArticle]: () =>
    first(
      list('news-articles', { 'populate[0]': 'thumbnailImg', 'populate[1]': 'articleImg' }).filter(
        (doc) => doc.title && doc.content && doc.thumbnailImg && doc.articleImg,
      ),
      'news article with both images',
    ),
  [STATES.olderNewsArticle]: () =>
    first(
      list('news-articles', { 'populate[0]': 'thumbnailImg', 'populate[1]': 'articleImg' }).filter(
        (doc) => doc.articleTitle && doc.articleContent && doc.thumbnailImg && doc.articleImg,
      ),
      'news article named articleTitle and articleContent',
    ),
};

/** The injected values of a content-service state, or null when the name is not one. */
export function cmsStateValues(name: string): Record<string, string> | null {
  const build = CMS_STATES[name];
  return build ? build() : null;
}
