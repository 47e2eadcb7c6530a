import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SaverImage } from '@/components/ui/saver-image';
import { mediaUrl } from '@/lib/api/media';
import type { ImageBlock } from '@/lib/api/types';
import { localAlt } from '../utils/local-alt';
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
 * else the desktop image's in the page's language (localAlt: the media library's may be English
 * only, then the page title is read).
 */
export function ImageBlockView({
  block,
  eager = false,
  fallbackAlt = '',
}: {
  block: ImageBlock;
  eager?: boolean;
  /** The page's title: read where the media's alt text is not in the page's language. */
  fallbackAlt?: string;
}) {
  const { i18n } = useTranslation();
  const desktop = block.desktop ?? block.mobile;
  const src = mediaUrl(desktop?.url);
  if (!desktop || !src) return null;
  const mobileSrc = block.mobile && block.desktop ? mediaUrl(block.mobile.url) : undefined;
  return (
    <SaverImage
      src={src}
      alt={
        block.alternativeText ??
        localAlt(block.desktop?.alternativeText, i18n.language, fallbackAlt)
      }
      width={desktop.width || undefined}
      height={desktop.height || undefined}
      loading={eager ? 'eager' : 'lazy'}
      wrap={(image) => (
        <Picture>
          {mobileSrc && <source media={CONTENT_MOBILE_MEDIA} srcSet={mobileSrc} />}
          {image}
        </Picture>
      )}
    />
  );
}
