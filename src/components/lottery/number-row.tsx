import styled from 'styled-components';
import { NumberBall, type BallTone } from './number-ball';

const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

interface NumberRowProps {
  numbers: number[];
  /** Accessible name of the list, e.g. "Grid 1" or "Winning numbers". */
  label: string;
  size?: 'sm' | 'md';
  /** Numbers to highlight (e.g. the winning numbers a grid matched). */
  highlight?: number[];
  tone?: BallTone;
  highlightTone?: BallTone;
  /** Text a screen reader hears after a highlighted number, e.g. "matched". */
  highlightLabel?: string;
}

/** A row of number balls, as a list so a screen reader counts them. */
export function NumberRow({
  numbers,
  label,
  size = 'md',
  highlight = [],
  tone = 'plain',
  highlightTone = 'matched',
  highlightLabel,
}: NumberRowProps) {
  return (
    <Row aria-label={label}>
      {numbers.map((n) => {
        const hit = highlight.includes(n);
        return (
          <li key={n}>
            <NumberBall value={n} size={size} tone={hit ? highlightTone : tone} />
            {hit && highlightLabel ? (
              <span className="visually-hidden">{highlightLabel}</span>
            ) : null}
          </li>
        );
      })}
    </Row>
  );
}
