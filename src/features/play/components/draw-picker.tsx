import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import type { Draw } from '@/lib/api/types';
import { formatDrawDate, formatTime } from '@/lib/format';
import { drawNumberOf, useLotteryLabels } from '@/lib/lottery/use-lottery-labels';
import { LoadStatus } from '@/components/ui/load-status';
import { Skeleton } from '@/components/ui/skeleton';

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

/** Draws listed before "show all": the next few weeks, so the page stays short. */
const FIRST_DRAWS = 4;

/**
 * The first draws and "show all" at their final size while the offer loads (no layout shift):
 * rows of today's date in the real rows' wording, so they wrap as the real ones will.
 */
function DrawsSkeleton({ label, lang }: { label: string; lang: string }) {
  const { t } = useTranslation('play');
  const { drawName } = useLotteryLabels();
  const today = new Date();
  const when = `${formatDrawDate(today, lang)} · ${formatTime(today)}`;
  const line = `${drawName(100, '')} · ${t('draws.closes', { date: when })}`;
  return (
    <div role="status" aria-label={label}>
      <Skeleton>
        <Options>
          {Array.from({ length: FIRST_DRAWS }, (_, i) => (
            <Option key={i}>
              <input type="checkbox" disabled />
              <span>
                {when}
                <Small>{line}</Small>
              </span>
            </Option>
          ))}
        </Options>
        <Button type="button" $variant="link" tabIndex={-1}>
          {t('draws.showAll', { count: 10 })}
        </Button>
      </Skeleton>
    </div>
  );
}

interface DrawPickerProps {
  draws: Draw[];
  selected: number[];
  loading: boolean;
  failed: boolean;
  onToggle: (drawId: number) => void;
  onRetry: () => void;
  lang: string;
}

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
      {/* In the number of the draws on offer (Arabic has six plural forms, never a bracket
          plural); the skeleton's rows while they load. */}
      <Legend>{t('draws.title', { count: loading ? FIRST_DRAWS : draws.length })}</Legend>
      <LoadStatus
        inline
        loading={loading}
        failed={failed}
        onRetry={onRetry}
        loadingView={<DrawsSkeleton label={t('draws.loading')} lang={lang} />}
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
