import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { listParts } from '@/lib/format/list';
import { LtrFigure } from './ltr-figure';

/**
 * Left-to-right values (ticket numbers, draw numbers) listed in the UI language's words ("a, b
 * and c", "a وb وc"), each isolated and unbroken (issue 38).
 */
export function FigureList({ values }: { values: readonly string[] }) {
  const { i18n } = useTranslation();
  return (
    <>
      {listParts(values, i18n.language).map((part, i) =>
        'item' in part ? (
          <LtrFigure key={i}>{part.item}</LtrFigure>
        ) : (
          <Fragment key={i}>{part.literal}</Fragment>
        ),
      )}
    </>
  );
}
