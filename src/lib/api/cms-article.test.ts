import { describe, expect, it } from 'vitest';
import { normaliseArticle } from './cms-article';
import type { StrapiNewsArticle } from './types';

const base: StrapiNewsArticle = {
  id: 1,
  documentId: 'r51cw3msjg2t02enj5syxk1t',
  createdAt: '2025-01-06T09:00:00.000Z',
  updatedAt: '2025-01-06T09:00:00.000Z',
  publishedAt: '2025-01-06T09:00:00.000Z',
  locale: 'ar-IQ',
  videoURL: null,
};

describe('normaliseArticle', () => {
  it('keeps title and content', () => {
    const article = normaliseArticle({ ...base, title: 'عنوان', content: 'نص' });
    expect(article).toMatchObject({ title: 'عنوان', content: 'نص' });
  });

  it('reads articleTitle and articleContent when the CMS uses the older naming', () => {
    const article = normaliseArticle({
      ...base,
      title: null,
      articleTitle: 'عنوان قديم',
      content: null,
      articleContent: 'نص قديم',
    });
    expect(article.title).toBe('عنوان قديم');
    expect(article.content).toBe('نص قديم');
    expect(article).not.toHaveProperty('articleTitle');
    expect(article).not.toHaveProperty('articleContent');
  });

  it('gives an empty title and no content when neither naming is there', () => {
    expect(normaliseArticle(base)).toMatchObject({ title: '', content: null });
  });
});
