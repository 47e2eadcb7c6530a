import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { renderApp } from '@/testing/render-app';
import { article, contentPage, fakeCms, media } from '../testing/content-fakes';
import ContentPage from './content-page';

const show = (documentId = 'page-1') =>
  renderApp(<ContentPage documentId={documentId} parentDocumentId="group-about" search="" />);

describe('ContentPage', () => {
  it('renders a text block with line breaks as <br> and plain text, with its font sizes', async () => {
    fakeCms({
      getContentPage: async () =>
        contentPage({
          content: [
            {
              id: 1,
              __component: 'elements.text-block',
              headline: 'Who we are',
              text: 'Line one\nLine <b>two</b>',
              titleSize: '28px',
              textSize: 'red;x',
            },
          ],
        }),
    });
    await show();
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    const headline = screen.getByRole('heading', { name: 'Who we are' });
    expect(headline).toHaveStyle({ fontSize: '28px' });
    const paragraph = screen.getByText(/Line one/);
    expect(paragraph.querySelectorAll('br')).toHaveLength(1);
    expect(paragraph).toHaveTextContent('Line oneLine <b>two</b>');
    expect(paragraph.querySelector('b')).toBeNull();
    expect(paragraph.getAttribute('style') ?? '').not.toContain('red');
  });

  it('renders an image block with a mobile source, desktop alt, and falls back to desktop', async () => {
    fakeCms({
      getContentPage: async () =>
        contentPage({
          content: [
            {
              id: 1,
              __component: 'elements.image',
              desktop: media('/uploads/d.jpg', 'Draw hall'),
              mobile: media('/uploads/m.jpg', 'ignored'),
            },
            {
              id: 2,
              __component: 'elements.image',
              desktop: media('/uploads/only.jpg', 'Only desktop'),
              mobile: null,
            },
          ],
        }),
    });
    const { container } = await show();
    const first = await screen.findByRole('img', { name: 'Draw hall' });
    expect(first.getAttribute('src')).toMatch(/\/uploads\/d\.jpg$/);
    const pictures = container.querySelectorAll('picture');
    const source = pictures[0]?.querySelector('source');
    expect(source?.getAttribute('media')).toBe('(max-width: 1279.98px)');
    expect(source?.getAttribute('srcset')).toMatch(/\/uploads\/m\.jpg$/);
    expect(screen.queryByRole('img', { name: 'ignored' })).toBeNull();
    expect(pictures[1]?.querySelector('source')).toBeNull();
    expect(screen.getByRole('img', { name: 'Only desktop' }).getAttribute('src')).toMatch(
      /only\.jpg$/,
    );
  });

  it('on an Arabic page an English alt text gives way to the page title', async () => {
    fakeCms({
      getContentPage: async () =>
        contentPage({
          title: 'من نحن',
          content: [
            {
              id: 1,
              __component: 'elements.image',
              desktop: media('/uploads/d.jpg', 'Volunteers handing out school bags'),
              mobile: null,
            },
          ],
        }),
    });
    await renderApp(<ContentPage documentId="page-1" parentDocumentId="group-about" search="" />, {
      lang: 'ar',
    });
    expect(await screen.findByRole('img', { name: 'من نحن' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Volunteers/ })).toBeNull();
  });

  it('lists the parent group pages by order and marks the current one', async () => {
    fakeCms({ getContentPage: async () => contentPage() });
    await show();
    // The side column is CSS-hidden below 1280 px, and jsdom applies no media query: include hidden.
    const nav = await screen.findByRole('navigation', { name: 'Pages in About', hidden: true });
    const links = within(nav).getAllByRole('link', { hidden: true });
    expect(links.map((l) => l.textContent)).toEqual(['About Us', 'FAQ']);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links[0]).toHaveAttribute('href', '/about-us');
    expect(links[1]).not.toHaveAttribute('aria-current');
  });

  it('shows the store buttons on more/loto_app and a coming-soon dialog on click', async () => {
    fakeCms({
      getContentPage: async () => contentPage({ url: 'more/loto_app', title: 'Get the app' }),
    });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Get it on Google Play' }));
    const dialog = await screen.findByRole('dialog', { name: 'Coming soon' });
    expect(dialog).toHaveTextContent('Google Play soon');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Download on the App Store' })).toBeInTheDocument();
  });

  it('loads the news on the media centre page', async () => {
    fakeCms({
      getContentPage: async () => contentPage({ url: 'media_center', title: 'Media' }),
      getLatestNews: async () => [article(1)],
      getAllNewsTop3: async () => [article(2), article(3), article(4)],
    });
    await show();
    // The news cards replace skeleton cards; on a loaded machine that can take over a second.
    expect(
      await screen.findByRole('link', { name: 'Article 1' }, { timeout: 5_000 }),
    ).toHaveAttribute('href', '/media_center_article?id=article-1');
    expect(await screen.findAllByRole('link', { name: /Article [234]/ })).toHaveLength(3);
  });

  it('shows the not-found state for an unknown page', async () => {
    fakeCms({
      getContentPage: async () => {
        throw new ApiError('Not Found', 'getContentPage', 404, undefined);
      },
    });
    await show('missing');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
