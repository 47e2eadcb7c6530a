import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { article, fakeCms } from '../testing/content-fakes';
import AllNewsPage from './all-news-page';

const articles = (n: number) => Array.from({ length: n }, (_, i) => article(i + 1));
const titles = () =>
  screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('AllNewsPage', () => {
  it('shows 10 per page with an accessible pagination', async () => {
    fakeCms({ getAllNews: async () => articles(23) });
    const app = await renderApp(<AllNewsPage />, { route: '/news' });
    expect(await screen.findByRole('link', { name: 'Article 1' })).toBeInTheDocument();
    expect(titles()).toHaveLength(10);
    const nav = screen.getByRole('navigation', { name: 'News pages' });
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).queryByRole('link', { name: 'Previous page' })).toBeNull();

    await userEvent.click(within(nav).getByRole('link', { name: 'Page 3' }));
    expect(app.location()).toBe('/news?page=3');
    expect(titles()).toEqual(['Article 21', 'Article 22', 'Article 23']);
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
  });

  it('puts the first article large on page 1 only', async () => {
    fakeCms({ getAllNews: async () => articles(12) });
    const { container } = await renderApp(<AllNewsPage />, { route: '/news' });
    await screen.findByRole('link', { name: 'Article 1' });
    const slots = [...container.querySelectorAll('li[data-slot]')].map((li) =>
      li.getAttribute('data-slot'),
    );
    expect(slots.slice(0, 4)).toEqual(['lead', 'beside', 'beside', 'row']);
    const lead = screen.getByRole('link', { name: 'Article 1' }).querySelector('img');
    // The file's own size (the fakes' images are 1200x600), not a size the file does not have.
    expect(lead).toHaveAttribute('width', '1200');
    expect(lead).toHaveAttribute('height', '600');
    expect(lead).toHaveAttribute('srcset', expect.stringContaining('photo_1.jpg 1200w'));
    expect(lead).toHaveAttribute('loading', 'eager');
    const other = screen.getByRole('link', { name: 'Article 2' }).querySelector('img');
    expect(other).toHaveAttribute('srcset', expect.stringContaining('thumb_2.jpg 1200w'));
    expect(other).toHaveAttribute('loading', 'lazy');
  });

  it('has no pagination for 10 articles or fewer', async () => {
    fakeCms({ getAllNews: async () => articles(10) });
    await renderApp(<AllNewsPage />, { route: '/news?page=4' });
    expect(await screen.findByRole('link', { name: 'Article 10' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'News pages' })).toBeNull();
  });

  it('says the news needs a connection, not "no news", when offline with nothing saved', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fakeCms({ getAllNews: async () => [] });
    await renderApp(<AllNewsPage />, { route: '/news' });
    expect(await screen.findByText(/The news needs an internet connection/)).toBeInTheDocument();
    expect(screen.queryByText('There is no news yet.')).toBeNull();
    vi.restoreAllMocks();
  });

  it('offline with nothing saved says so at once, without a spinner waiting for the request', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // The request never settles (an offline fetch fails only after its timeout).
    fakeCms({ getAllNews: () => new Promise(() => undefined) });
    const { container } = await renderApp(<AllNewsPage />, { route: '/news' });
    expect(screen.getByText(/The news needs an internet connection/)).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"], [role="status"]')).toBeNull();
    vi.restoreAllMocks();
  });
});
