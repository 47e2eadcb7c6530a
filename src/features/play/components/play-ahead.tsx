import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Draw, Iqd } from '@/lib/api/types';
import { formatIqd } from '@/lib/format';
import { drawsAhead, PLAY_AHEAD_WEEKS } from '@/lib/lottery/play-ahead';

const Group = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  min-inline-size: 0;
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    padding: 0;
    margin-block-end: ${({ theme }) => theme.space(2)};
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Choice = styled.button<{ $on: boolean }>`
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid ${({ theme }) => theme.colors.primaryStrong};
  background: ${({ $on, theme }) => ($on ? theme.colors.primaryStrong : theme.colors.surface)};
  color: ${({ $on, theme }) => ($on ? theme.colors.onPrimary : theme.colors.primaryStrong)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
`;

const Summary = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
`;

interface PlayAheadProps {
  draws: Draw[];
  selected: readonly number[];
  /** Complete grids of the ticket. */
  grids: number;
  price: Iqd | undefined;
  onChoose: (drawIds: number[]) => void;
}

/** "The next 1, 2, 4 or 8 weeks" of draws in one step, with the total it will cost. */
export default function PlayAhead({ draws, selected, grids, price, onChoose }: PlayAheadProps) {
  const { t } = useTranslation('playahead');
  const options = PLAY_AHEAD_WEEKS.map((weeks) => ({
    weeks,
    ids: drawsAhead(draws, weeks).map((d) => d.drawId),
  }));
  const chosen = options.find(
    (o) =>
      o.ids.length > 0 &&
      o.ids.length === selected.length &&
      o.ids.every((id) => selected.includes(id)),
  );
  const total = price === undefined ? undefined : price * grids * selected.length;
  const counts = chosen && {
    draws: t('drawCount', { count: chosen.ids.length }),
    grids: t('gridCount', { count: grids }),
  };
  return (
    <Group>
      <legend>{t('title')}</legend>
      <Choices>
        {options.map(({ weeks, ids }) => (
          <Choice
            key={weeks}
            type="button"
            $on={chosen?.weeks === weeks}
            aria-pressed={chosen?.weeks === weeks}
            disabled={ids.length === 0}
            onClick={() => onChoose(ids)}
          >
            {t('weeks', { count: weeks })}
          </Choice>
        ))}
      </Choices>
      {counts ? (
        <Summary aria-live="polite" data-testid="play-ahead-summary">
          {price !== undefined
            ? t('summary', { ...counts, amount: formatIqd(total) })
            : t('summaryNoPrice', counts)}
        </Summary>
      ) : null}
    </Group>
  );
}
