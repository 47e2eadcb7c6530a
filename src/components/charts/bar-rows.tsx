import styled from 'styled-components';

export type BarTone = 'hot' | 'cold' | 'plain';

export interface BarRow {
  key: string | number;
  /** What the row is (a number, a governorate), shown before the bar. */
  label: string;
  value: number;
  /** The value as written beside the bar (a count, an amount). */
  valueText: string;
  /** The row's whole accessible name: label, value and any mark. */
  ariaLabel: string;
  tone?: BarTone;
}

const Rows = styled.ol<{ $labelWidth: string; $valueWidth: string }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
  > li {
    display: grid;
    grid-template-columns: ${({ $labelWidth, $valueWidth }) => `${$labelWidth} 1fr ${$valueWidth}`};
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    font-size: 0.875rem;
    font-variant-numeric: tabular-nums;
  }
`;

const Track = styled.span`
  block-size: 12px;
  background: ${({ theme }) => theme.colors.border};
  border-radius: 2px;
  overflow: hidden;
`;

const Fill = styled.span<{ $tone: BarTone }>`
  display: block;
  block-size: 100%;
  background: ${({ $tone, theme }) =>
    $tone === 'hot'
      ? theme.colors.primaryStrong
      : $tone === 'cold'
        ? theme.colors.focus
        : theme.colors.textMuted};
`;

/**
 * A marked row (hot, cold) always shows its colour: a never-drawn number is the coldest of all,
 * and a bar of width 0 would hide the mark (issue 38).
 */
export const MARK_STUB = '6px';
const fillSize = (row: BarRow, max: number): string =>
  row.value === 0 && (row.tone ?? 'plain') !== 'plain' ? MARK_STUB : `${(row.value / max) * 100}%`;

interface BarRowsProps {
  rows: readonly BarRow[];
  ariaLabel: string;
  /** Grid widths of the label and value columns (`2ch`, `max-content`). */
  labelWidth?: string;
  valueWidth?: string;
}

/**
 * The statistics' chart kit: one row per item, bars growing along the line of text (from the
 * right in Arabic and Sorani), so every row fits at 390 px with labels at a readable size. Each
 * row carries its own accessible name; the parts beside the bar are hidden from it.
 */
export function BarRows({ rows, ariaLabel, labelWidth = '2ch', valueWidth = '3ch' }: BarRowsProps) {
  const max = Math.max(1, ...rows.map((row) => row.value));
  return (
    <Rows aria-label={ariaLabel} $labelWidth={labelWidth} $valueWidth={valueWidth}>
      {rows.map((row) => (
        <li key={row.key} aria-label={row.ariaLabel}>
          <span aria-hidden="true">{row.label}</span>
          <Track aria-hidden="true">
            <Fill $tone={row.tone ?? 'plain'} style={{ inlineSize: fillSize(row, max) }} />
          </Track>
          <span aria-hidden="true">{row.valueText}</span>
        </li>
      ))}
    </Rows>
  );
}
