import { http, HttpResponse, type HttpHandler } from 'msw';
import { notFound } from '../../cms/errors';
import { cmsStore } from '../../cms/fixtures';
import { uploadMime } from '../../cms/media';
import { answerCms } from '../../cms/query';
import { readFixtureUpload, type ReadUpload } from './uploads';

export interface CmsHandlerOptions {
  /** Where upload bytes come from; defaults to fixtures/cms/uploads. */
  readUpload?: ReadUpload;
}

const API = '/cms/api/';

const notFoundResponse = () => HttpResponse.json(notFound().toBody(), { status: 404 });

/**
 * The fake Strapi 5: `${origin}/cms/api/<route>` answers the content, `${origin}/cms/uploads/<file>`
 * the media files. The content is read-only, so there is nothing to reset.
 */
export function createCmsHandlers(origin: string, options: CmsHandlerOptions = {}): HttpHandler[] {
  const readUpload = options.readUpload ?? readFixtureUpload;
  const context = { store: cmsStore(), mediaBase: `${origin}/cms` };
  return [
    http.get(`${origin}/cms/uploads/:file`, async ({ params }) => {
      const file = String(params.file);
      const mime = uploadMime(file);
      const bytes = mime ? await readUpload(file) : null;
      if (!mime || !bytes) return notFoundResponse();
      return new HttpResponse(bytes, {
        headers: { 'Content-Type': mime, 'Cache-Control': 'public, max-age=31536000, immutable' },
      });
    }),
    http.get(`${origin}/cms/api/*`, ({ request }) => {
      const url = new URL(request.url);
      const path = url.pathname.slice(url.pathname.indexOf(API) + API.length);
      const answer = answerCms(path, url.searchParams, context);
      return HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status });
    }),
    // Anything else under /cms (other methods, unknown paths) is Strapi's 404.
    http.all(`${origin}/cms/*`, notFoundResponse),
  ];
}
