import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import type { Draw } from '@/lib/api/types';
import { formatDrawDate, formatTime } from '@/lib/format';
import { drawNumberOf, useLotteryLabels } from '@/lib/lottery/use-lottery-labels';
import { LoadStatus } from '@/components/ui/load-status';

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-inline-size: 0;
`;

const Legend = styled.legend`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  margin-block-end: ${({ theme }) => theme.space(2)};
  padding: 0;
`;

const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-block-size: 44px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primaryStrong};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  input {
    inline-size: 1.25rem;
    block-size: 1.25rem;
    accent-color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

const Small = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Message = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
`;

interface DrawPickerProps {
  draws: Draw[];
  selected: number[];
  loading: boolean;
  failed: boolean;
  onToggle: (drawId: number) => void;
  onRetry: () => void;
  lang: string;
}

/** Draws listed before "show all": the next few weeks, so the page stays short. */
const FIRST_DRAWS = 4;

/**
 * The draws on sale, as checkboxes: a ticket can take part in several draws. Memoised: a number
 * toggled on the board does not re-render it (its props do not change).
 */
export const DrawPicker = memo(function DrawPicker({
  draws,
  selected,
  loading,
  failed,
  onToggle,
  onRetry,
  lang,
}: DrawPickerProps) {
  const { t } = useTranslation('play');
  const { drawName } = useLotteryLabels();
  const [all, setAll] = useState(false);
  // A chosen draw further out stays visible even when the list is short.
  const shown = all
    ? draws
    : draws.filter((d, i) => i < FIRST_DRAWS || selected.includes(d.drawId));
  return (
    <Fieldset>
      <Legend>{t('draws.title')}</Legend>
      <LoadStatus
        inline
        loading={loading}
        failed={failed}
        onRetry={onRetry}
        loadingText={t('draws.loading')}
        errorText={t('draws.loadError')}
        retryText={t('draws.retry')}
      />
      {!loading && !failed && draws.length === 0 ? <Message>{t('draws.none')}</Message> : null}
      <Options>
        {shown.map((draw) => (
          <Option key={draw.drawId}>
            <input
              type="checkbox"
              checked={selected.includes(draw.drawId)}
              onChange={() => onToggle(draw.drawId)}
            />
            <span>
              {formatDrawDate(draw.drawDate, lang)} · {formatTime(draw.drawDate)}
              <Small>
                {drawName(drawNumberOf(draw.label), draw.label)} ·{' '}
                {t('draws.closes', {
                  date: `${formatDrawDate(draw.stopSellDate, lang)} ${formatTime(draw.stopSellDate)}`,
                })}
              </Small>
            </span>
          </Option>
        ))}
      </Options>
      {draws.length > FIRST_DRAWS ? (
        <Button type="button" $variant="link" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? t('draws.showFewer') : t('draws.showAll', { count: draws.length })}
        </Button>
      ) : null}
    </Fieldset>
  );
});
