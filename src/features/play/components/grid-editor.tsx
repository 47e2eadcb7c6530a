import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import type { Grid, PickRules } from '@/lib/lottery/pick-rules';
import { NumberBoard } from './number-board';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(3)};
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

interface GridEditorProps {
  grid: Grid;
  index: number;
  rules: PickRules;
  onToggle: (n: number) => void;
  onQuickSelect: () => void;
  onLucky: () => void;
  onClear: () => void;
}

/** The grid on the board, with its quick select, lucky numbers and clear actions. */
export function GridEditor({
  grid,
  index,
  rules,
  onToggle,
  onQuickSelect,
  onLucky,
  onClear,
}: GridEditorProps) {
  const { t } = useTranslation('play');
  const number = index + 1;
  return (
    <div>
      <h2>{t('grid.title', { number })}</h2>
      <NumberBoard grid={grid} gridNumber={number} rules={rules} onToggle={onToggle} />
      <Actions>
        <Button type="button" $variant="secondary" onClick={onQuickSelect}>
          {t('grid.quickSelect')}
        </Button>
        <Button type="button" $variant="secondary" onClick={onLucky} aria-describedby="lucky-hint">
          {t('grid.lucky')}
        </Button>
        <Button type="button" $variant="link" onClick={onClear} disabled={grid.length === 0}>
          {t('grid.clear')}
        </Button>
      </Actions>
      <Hint id="lucky-hint">{t('grid.luckyHint')}</Hint>
    </div>
  );
}
