import styled from 'styled-components';
import { mediaUrl } from '@/lib/api/media';
import type { ImageBlock } from '@/lib/api/types';
import { CONTENT_MOBILE_MEDIA } from './page-layout';

const Picture = styled.picture`
  display: block;
  margin-block-end: ${({ theme }) => theme.space(6)};

  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

/**
 * An image block: the mobile image below the content breakpoint, the desktop one above. A
 * missing mobile image falls back to the desktop one. The alt text is the block's own (localised),
 * else the desktop image's (the media library's may be in one language only).
 */
export function ImageBlockView({ block, eager = false }: { block: ImageBlock; eager?: boolean }) {
  const desktop = block.desktop ?? block.mobile;
  const src = mediaUrl(desktop?.url);
  if (!desktop || !src) return null;
  const mobileSrc = block.mobile && block.desktop ? mediaUrl(block.mobile.url) : undefined;
  return (
    <Picture>
      {mobileSrc && <source media={CONTENT_MOBILE_MEDIA} srcSet={mobileSrc} />}
      <img
        src={src}
        alt={block.alternativeText ?? block.desktop?.alternativeText ?? ''}
        width={desktop.width || undefined}
        height={desktop.height || undefined}
        loading={eager ? 'eager' : 'lazy'}
      />
    </Picture>
  );
}
