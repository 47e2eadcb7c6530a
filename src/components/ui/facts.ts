import styled, { css } from 'styled-components';

interface FactsProps {
  /** Values in bold (a form's review), not medium. */
  $strong?: boolean;
  /** Both columns as wide as their content, the list centred (a success card). */
  $centred?: boolean;
  /** Rows closer together (a receipt). */
  $compact?: boolean;
}

/**
 * Label/value pairs as a `<dl>` of `<dt>`/`<dd>`: the label muted beside its value, long values
 * wrapping inside their column. The kit's one description list (tickets, review, receipt figures).
 */
export const Facts = styled.dl<FactsProps>`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: ${({ theme, $compact }) =>
    $compact ? `${theme.space(1)} ${theme.space(3)}` : `${theme.space(2)} ${theme.space(4)}`};
  margin: 0;
  ${({ $centred }) =>
    $centred &&
    css`
      grid-template-columns: minmax(0, max-content) minmax(0, max-content);
      justify-content: center;
      text-align: start;
    `}
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme, $strong }) =>
      $strong ? theme.fontWeights.bold : theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
`;
