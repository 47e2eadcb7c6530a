import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getLatestNews } from './cms';
import { cmsUrl, useApiServer } from '@/testing/network';

const server = useApiServer();

describe('latest news', () => {
  it('asks for the article image too: the media centre shows the first one large (1100x615), not the 600x250 thumbnail scaled up', async () => {
    let query = new URLSearchParams();
    server.use(
      http.get(cmsUrl('/latest-news'), ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({ data: { news_articles: [] }, meta: {} });
      }),
    );
    await getLatestNews('ar');
    const populated = [...query.entries()]
      .filter(([key]) => key.startsWith('populate[news_articles][populate]'))
      .map(([, value]) => value);
    expect(populated).toEqual(['thumbnailImg', 'articleImg']);
  });
});
