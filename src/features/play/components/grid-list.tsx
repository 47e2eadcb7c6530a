import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { NumberRow } from '@/components/lottery/number-row';
import type { Grid, PickRules } from '@/lib/lottery/pick-rules';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Item = styled.li<{ $active: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid
    ${({ theme, $active }) => ($active ? theme.colors.primaryStrong : theme.colors.border)};
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  min-inline-size: 4.5rem;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/* Takes the row's free space but wraps the actions below it rather than squeezing into a column
   one word wide (Sorani's longer words wrapped the empty grid's text to three lines at 390 px). */
const Status = styled(Muted)`
  flex: 1 1 10rem;
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  margin-inline-start: auto;
`;

interface GridListProps {
  grids: Grid[];
  activeIndex: number;
  rules: PickRules;
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
}

interface GridRowProps {
  grid: Grid;
  index: number;
  active: boolean;
  removable: boolean;
  rules: PickRules;
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
}

/** One grid of the ticket; re-renders only when its own numbers or state change. */
const GridRow = memo(function GridRow({
  grid,
  index,
  active,
  removable,
  rules,
  onEdit,
  onRemove,
}: GridRowProps) {
  const { t } = useTranslation('play');
  const number = index + 1;
  return (
    <Item $active={active} aria-current={active ? 'true' : undefined}>
      <Name>{t('grid.title', { number })}</Name>
      {grid.length === rules.numbersToPick ? (
        <NumberRow numbers={grid} size="sm" tone="picked" label={t('grid.numbers', { number })} />
      ) : (
        <Status>
          {grid.length === 0
            ? t('grid.empty')
            : t('grid.incomplete', { picked: grid.length, total: rules.numbersToPick })}
        </Status>
      )}
      <Buttons>
        {active ? (
          <Muted>{t('grid.editing')}</Muted>
        ) : (
          <Button type="button" $variant="link" onClick={() => onEdit(index)}>
            {t('grid.edit', { number })}
          </Button>
        )}
        {removable ? (
          <Button type="button" $variant="link" onClick={() => onRemove(index)}>
            {t('grid.remove', { number })}
          </Button>
        ) : null}
      </Buttons>
    </Item>
  );
});

/** Every grid of the ticket: its numbers, and edit / remove actions. */
export function GridList({ grids, activeIndex, rules, onEdit, onRemove }: GridListProps) {
  return (
    <List>
      {grids.map((grid, index) => (
        <GridRow
          key={index}
          grid={grid}
          index={index}
          active={index === activeIndex}
          removable={grids.length > 1}
          rules={rules}
          onEdit={onEdit}
          onRemove={onRemove}
        />
      ))}
    </List>
  );
}
