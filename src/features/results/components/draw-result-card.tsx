import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card } from '@/components/ui/card';
import { NumberRow } from '@/components/lottery/number-row';
import type { LottoResult } from '@/lib/api/types';
import { formatDrawDate } from '@/lib/format';
import { useLotteryLabels } from '@/lib/lottery/use-lottery-labels';
import { VerifyDrawLink, VerifyDrawSlot } from '@/entities/draw-proof';

const Meta = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** One draw's result: title, number, date ("Monday 05 May 2025") and the winning numbers. */
export function DrawResultCard({
  result,
  placeholder = false,
}: {
  result: LottoResult;
  /** Drawn inside a skeleton: no id or test id of its own. */
  placeholder?: boolean;
}) {
  const { t, i18n } = useTranslation('results');
  const { gameName } = useLotteryLabels();
  const titleId = placeholder ? undefined : 'result-title';
  return (
    <Card aria-labelledby={titleId} data-testid={placeholder ? undefined : 'draw-result'}>
      <h2 id={titleId}>{gameName(result.gameTypeName, result.title)}</h2>
      <Meta>
        {t('drawNumber', { number: result.drawNumber })} ·{' '}
        <time dateTime={result.drawDate}>{formatDrawDate(result.drawDate, i18n.language)}</time>
      </Meta>
      <h3>{t('winningNumbers')}</h3>
      <NumberRow numbers={result.winningNumbers} tone="winning" label={t('winningNumbers')} />
      {placeholder ? (
        <VerifyDrawSlot />
      ) : (
        <VerifyDrawLink drawId={result.drawId} drawNumber={result.drawNumber} />
      )}
    </Card>
  );
}
