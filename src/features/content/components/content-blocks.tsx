import type { ContentBlock } from '@/lib/api/types';
import { ImageBlockView } from './image-block-view';
import { TextBlockView } from './text-block-view';

/** A content page's dynamic zone, block by block; unknown kinds are skipped. */
export function ContentBlocks({
  blocks,
  title,
}: {
  blocks: readonly ContentBlock[];
  /** The page's title in its language: the alt text where the CMS's is not localised. */
  title: string;
}) {
  let images = 0;
  return (
    <>
      {blocks.map((block) => {
        const key = `${block.__component}-${block.id}`;
        if (block.__component === 'elements.text-block')
          return <TextBlockView key={key} block={block} />;
        if (block.__component === 'elements.image') {
          // The first picture is likely above the fold: load it at once.
          return (
            <ImageBlockView key={key} block={block} eager={images++ === 0} fallbackAlt={title} />
          );
        }
        return null;
      })}
    </>
  );
}
