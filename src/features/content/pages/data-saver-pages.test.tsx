import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { renderApp } from '@/testing/render-app';
import { article, fakeCms } from '../testing/content-fakes';
import ArticlePage from './article-page';
import MediaCenterPage from './media-center-page';

// Stored directly: notifying the still-mounted pages after a test would be an update outside act.
beforeEach(() => localStorage.setItem(STORAGE_KEYS.dataSaver, 'on'));
afterEach(() => localStorage.removeItem(STORAGE_KEYS.dataSaver));

describe('pages under the data saver', () => {
  it('the media centre shows its news without a single picture and says why', async () => {
    fakeCms({
      getLatestNews: async () => [article(1, { title: 'Main story' }), article(2)],
      getAllNewsTop3: async () => [article(3), article(4), article(5)],
    });
    const { container } = await renderApp(<MediaCenterPage />, { route: '/media_center' });
    expect(await screen.findByText('Main story')).toBeInTheDocument();
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(document.head.querySelector('link[rel="preload"][as="image"]')).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent(/Data saver is on/);
  });

  it('an article holds its picture until tapped and links its video instead of playing it', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    fakeCms({
      getNewsArticle: async (id: string) =>
        article(7, {
          documentId: id,
          title: 'Draw night',
          content: 'Before\n\n[[video]]',
          videoURL: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        }),
    });
    await renderApp(<ArticlePage />, { route: '/media_center_article?id=abc' });
    const load = await screen.findByRole('button', { name: 'Load picture: Photo 7' });
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: 'Watch the video (uses data)' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.youtube\.com\/watch\?v=dQw4w9WgXcQ/),
    );
    await userEvent.click(load);
    expect(screen.getByRole('img', { name: 'Photo 7' }).getAttribute('src')).toMatch(
      /photo_7\.jpg$/,
    );
  });
});
