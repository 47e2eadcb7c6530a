import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ImageBlock } from '@/lib/api';
import { renderApp } from '@/testing/render-app';
import { media } from '../testing/content-fakes';
import { ImageBlockView } from './image-block-view';

const block = (alternativeText?: string | null): ImageBlock => ({
  id: 1,
  alternativeText,
  desktop: media('/uploads/about_hero.jpg', 'Volunteers handing out school bags in Baghdad'),
  mobile: null,
  __component: 'elements.image',
});

describe('ImageBlockView', () => {
  it("describes the image with the block's own, localised text", async () => {
    await renderApp(<ImageBlockView block={block('متطوعون يوزّعون الحقائب المدرسية في بغداد')} />);
    expect(
      screen.getByRole('img', { name: 'متطوعون يوزّعون الحقائب المدرسية في بغداد' }),
    ).toBeInTheDocument();
  });

  it("falls back to the media library's text when the block has none", async () => {
    await renderApp(<ImageBlockView block={block(null)} />);
    expect(
      screen.getByRole('img', { name: 'Volunteers handing out school bags in Baghdad' }),
    ).toBeInTheDocument();
  });
});
