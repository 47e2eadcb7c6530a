import type { ReactNode } from 'react';

/** Where the figure goes in the sentence: a private-use character no translation contains. */
const SLOT = '\uE000';

interface FigureInTextProps {
  /** The sentence, given the text to put where the figure goes (`(slot) => t(key, { number: slot })`). */
  text: (slot: string) => string;
  /** The element shown there (an LtrFigure: isolated and never broken across lines). */
  figure: ReactNode;
}

/**
 * A translated sentence with one value shown as an element, not as text: a ticket or receipt
 * number inside Arabic or Kurdish text stays one unbroken left-to-right piece (issue 38: at 390 px
 * in Kurdish "629-00120007" wrapped at its hyphen). The locale files keep their plain
 * placeholders, so every sentence that names a number can use it.
 */
export function FigureInText({ text, figure }: FigureInTextProps) {
  const [before = '', ...after] = text(SLOT).split(SLOT);
  return (
    <>
      {before}
      {after.length > 0 && figure}
      {after.join('')}
    </>
  );
}
