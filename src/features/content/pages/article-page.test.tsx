import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n';
import { renderApp } from '@/testing/render-app';
import { article, fakeCms } from '../testing/content-fakes';
import ArticlePage from './article-page';

describe('ArticlePage', () => {
  it('shows image, title and content with the video in place of the marker, at the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const getNewsArticle = vi.fn(async (id: string) =>
      article(7, {
        documentId: id,
        title: 'Draw night',
        content: 'Before the video\n\n[[video]]\n\nAfter <script>alert(1)</script>',
        videoURL: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      }),
    );
    fakeCms({ getNewsArticle });
    const { container } = await renderApp(<ArticlePage />, {
      route: '/media_center_article?id=abc',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Draw night' }),
    ).toBeInTheDocument();
    expect(getNewsArticle).toHaveBeenCalledWith('en', 'abc');
    expect(screen.getByRole('img', { name: 'Photo 7' }).getAttribute('src')).toMatch(
      /photo_7\.jpg$/,
    );
    expect(screen.getByTitle('Video: Draw night')).toHaveAttribute(
      'src',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    expect(container.innerHTML).not.toContain('[[video]]');
    expect(container.querySelector('script')).toBeNull();
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('refetches in the new language when the language changes', async () => {
    const getNewsArticle = vi.fn(async () => article(1));
    fakeCms({ getNewsArticle });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await renderApp(<ArticlePage />, { route: '/media_center_article?id=a1' });
    await screen.findByRole('heading', { level: 1 });
    await act(() => changeLanguage('ar'));
    await vi.waitFor(() => expect(getNewsArticle).toHaveBeenCalledTimes(2));
  });
});
