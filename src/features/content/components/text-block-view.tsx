import { Fragment } from 'react';
import styled from 'styled-components';
import type { TextBlock } from '@/lib/api/types';
import { cmsFontSize, textLines } from '../utils/text-block';

const Headline = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1.3;
  margin: 0 0 ${({ theme }) => theme.space(2)};
`;

const Paragraph = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.7;
  margin: 0 0 ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * A text block: an optional headline and a paragraph whose line breaks become <br/>. The text
 * is rendered as text nodes, never as HTML; font sizes are used only when they are plain lengths.
 */
export function TextBlockView({ block }: { block: TextBlock }) {
  const lines = textLines(block.text);
  return (
    <section>
      {block.headline && (
        <Headline style={{ fontSize: cmsFontSize(block.titleSize) }}>{block.headline}</Headline>
      )}
      {lines.length > 0 && (
        <Paragraph style={{ fontSize: cmsFontSize(block.textSize) }}>
          {lines.map((line, index) => (
            <Fragment key={index}>
              {index > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </Paragraph>
      )}
    </section>
  );
}
