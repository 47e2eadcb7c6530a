import type { HttpHandler } from 'msw';
import { notFound } from '../../cms/errors';
import { cmsStore } from '../../cms/fixtures';
import { withWorldCertificates } from '../../cms/draw-certificates';
import { uploadMime } from '../../cms/media';
import { answerCms } from '../../cms/query';
import { json, text } from '../../routes/answer';
import { urlOf } from '../../routes/request';
import { route } from '../../routes/route';
import { toMswHandlers } from '../../routes/to-msw';
import type { Route } from '../../routes/types';
import { readFixtureUpload, type ReadUpload } from './uploads';

export interface CmsHandlerOptions {
  /** Where upload bytes come from; defaults to fixtures/cms/uploads. */
  readUpload?: ReadUpload;
}

const API = '/cms/api/';

const notFoundResponse = () => json(notFound().toBody(), 404);

/**
 * The fake Strapi 5: `${origin}/cms/api/<route>` answers the content, `${origin}/cms/uploads/<file>`
 * the media files. The content is read-only, so there is nothing to reset; only the draw
 * certificates follow the world's draws (decision 0250).
 */
export function createCmsRoutes(origin: string, options: CmsHandlerOptions = {}): Route[] {
  const readUpload = options.readUpload ?? readFixtureUpload;
  const context = { store: cmsStore(), mediaBase: `${origin}/cms` };
  return [
    route.get(`${origin}/cms/uploads/:file`, async ({ params }) => {
      const file = String(params.file);
      const mime = uploadMime(file);
      const bytes = mime ? await readUpload(file) : null;
      if (!mime || !bytes) return notFoundResponse();
      return text(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), 200, {
        'content-type': mime,
        'cache-control': 'public, max-age=31536000, immutable',
      });
    }),
    route.get(`${origin}/cms/api/*`, ({ request, world }) => {
      const url = urlOf(request);
      const path = url.pathname.slice(url.pathname.indexOf(API) + API.length);
      const store = withWorldCertificates(context.store, world);
      const answer = answerCms(path, url.searchParams, { ...context, store });
      return json(answer.body, answer.status);
    }),
    // Anything else under /cms (other methods, unknown paths) is Strapi's 404.
    route.all(`${origin}/cms/*`, notFoundResponse),
  ];
}

/** The CMS alone as msw handlers (the CMS tests). */
export const createCmsHandlers = (origin: string, options: CmsHandlerOptions = {}): HttpHandler[] =>
  toMswHandlers(createCmsRoutes(origin, options));
