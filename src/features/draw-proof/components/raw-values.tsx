import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Facts } from '@/components/ui/facts';
import type { DrawVerification } from '@/lib/api/types';
import { formatDisplayDate, formatTime } from '@/lib/format';

const Code = styled.code`
  font-family: monospace;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const when = (value: string | null) =>
  value ? `${formatDisplayDate(value)} ${formatTime(value)}` : null;

type RawKey =
  | 'drawId'
  | 'algorithm'
  | 'commitment'
  | 'committedAt'
  | 'stopSellAt'
  | 'ticketsHash'
  | 'drawnAt'
  | 'seed'
  | 'numbers';

/** The values as published, each isolated left to right, for checking with another tool. */
export function RawValues({ proof }: { proof: DrawVerification }) {
  const { t } = useTranslation('draws');
  const rows: [RawKey, string | null][] = [
    ['drawId', String(proof.drawId)],
    ['algorithm', proof.algorithm],
    ['commitment', proof.commitment],
    ['committedAt', when(proof.committedAt)],
    ['stopSellAt', when(proof.stopSellAt)],
    ['ticketsHash', proof.ticketsHash],
    ['drawnAt', when(proof.drawnAt)],
    ['seed', proof.seed],
    ['numbers', proof.winningNumbers?.join(',') ?? null],
  ];
  return (
    <Facts $compact>
      {rows.map(([key, value]) => (
        <div key={key} style={{ display: 'contents' }}>
          <dt>{t(`raw.${key}`)}</dt>
          <dd>
            {value === null ? (
              t('raw.notPublished')
            ) : (
              <Code dir="ltr" data-testid={`raw-${key}`}>
                {value}
              </Code>
            )}
          </dd>
        </div>
      ))}
    </Facts>
  );
}
