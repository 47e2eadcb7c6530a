import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { GridActionSlot } from '@/components/slots/grid-action';
import { Card } from '@/components/ui/card';
import { luckyNumbers } from '@/lib/lottery/lucky-numbers';
import type { PickRules } from '@/lib/lottery/pick-rules';
import { draftStore } from '@/entities/draft';
import { playActions, playUi } from '../stores/play-draft';
import { GridEditor } from './grid-editor';
import { useProfile } from '@/entities/session';

/**
 * The grid being edited, on the board. It alone follows that grid, so a toggle re-renders the
 * board and its actions, not the play page (16 ms per toggle).
 */
export function ActiveGridCard({ rules }: { rules: PickRules }) {
  const { t } = useTranslation('play');
  const { activeGrid } = useSnapshot(playUi);
  const grid = (useSnapshot(draftStore).grids[activeGrid] ?? []) as number[];
  const dateOfBirth = useProfile()?.dateOfBirth;
  const onToggle = useCallback((n: number) => playActions.toggle(n, rules), [rules]);
  const onQuickSelect = useCallback(() => playActions.quickSelect(rules), [rules]);
  // A new set on every press (behaviour 70): the birthday only starts it.
  const onLucky = useCallback(
    () => playActions.setGrid(luckyNumbers(dateOfBirth, rules)),
    [dateOfBirth, rules],
  );
  return (
    <Card aria-label={t('grid.title', { number: activeGrid + 1 })}>
      <GridEditor
        grid={grid}
        index={activeGrid}
        rules={rules}
        onToggle={onToggle}
        onQuickSelect={onQuickSelect}
        onLucky={onLucky}
        onClear={playActions.clearGrid}
      />
      <GridActionSlot numbers={grid} />
    </Card>
  );
}
