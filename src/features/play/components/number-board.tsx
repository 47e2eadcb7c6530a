import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { boardNumbers, type Grid, type PickRules } from '@/lib/lottery/pick-rules';

const Board = styled.div`
  display: grid;
  grid-template-columns: repeat(6, minmax(44px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  max-inline-size: 420px;
`;

const NumberButton = styled.button`
  min-inline-size: 44px;
  min-block-size: 44px;
  aspect-ratio: 1;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  transition: transform 80ms ease;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primaryStrong};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primaryStrong};
    border-color: ${({ theme }) => theme.colors.primaryStrong};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &[aria-disabled='true'] {
    opacity: 0.45;
    cursor: not-allowed;
  }
  &:active {
    transform: scale(0.94);
  }
`;

const Counter = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

interface NumberBoardProps {
  grid: Grid;
  /** 1-based, for the names read out ("Grid 2"). */
  gridNumber: number;
  rules: PickRules;
  onToggle: (n: number) => void;
}

interface BoardCellProps {
  n: number;
  picked: boolean;
  blocked: boolean;
  onToggle: (n: number) => void;
}

const BoardCell = memo(function BoardCell({ n, picked, blocked, onToggle }: BoardCellProps) {
  return (
    <NumberButton
      type="button"
      aria-pressed={picked}
      aria-disabled={blocked || undefined}
      onClick={() => {
        if (!blocked) onToggle(n);
      }}
    >
      {n}
    </NumberButton>
  );
});

/**
 * The 29-number board: each number is a toggle button (aria-pressed), and a polite live region
 * says "4 of 6". Once 6 are picked the others are aria-disabled, not disabled, so they stay
 * focusable and a screen reader still hears them.
 */
export function NumberBoard({ grid, gridNumber, rules, onToggle }: NumberBoardProps) {
  const { t } = useTranslation('play');
  const full = grid.length >= rules.numbersToPick;
  const counterId = `grid-${gridNumber}-count`;
  // One callback for the board's life: a toggle re-renders only the cells whose state changed
  // (under 16 ms of scripting per toggle on a 4x throttled CPU).
  const latest = useRef(onToggle);
  useLayoutEffect(() => {
    latest.current = onToggle;
  });
  const toggle = useCallback((n: number) => latest.current(n), []);
  return (
    <div>
      <Counter id={counterId} aria-live="polite">
        {t('board.count', { picked: grid.length, total: rules.numbersToPick })}
      </Counter>
      <Board
        role="group"
        aria-label={t('board.label', { number: gridNumber, total: rules.numbersToPick })}
        aria-describedby={counterId}
      >
        {boardNumbers(rules).map((n) => {
          const picked = grid.includes(n);
          return (
            <BoardCell key={n} n={n} picked={picked} blocked={full && !picked} onToggle={toggle} />
          );
        })}
      </Board>
    </div>
  );
}
