import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS } from '@/lib/navigation';
import { useActiveBreak } from '../break';
import { useDateTime } from './use-date-time';

const Notice = styled.p<{ $banner: boolean }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
  border-inline-start: ${({ $banner, theme }) =>
    $banner ? 'none' : `4px solid ${theme.colors.primaryStrong}`};
  text-align: ${({ $banner }) => ($banner ? 'center' : 'start')};
  border-radius: ${({ $banner, theme }) => ($banner ? '0' : theme.radii.md)};
  /* The link's two words stay together (Arabic split «اللعب / المسؤول» over two lines). */
  a {
    white-space: nowrap;
  }
`;

type Where = 'site' | 'buy' | 'deposit';
const TEXT = { site: 'break.banner', buy: 'break.buy', deposit: 'break.deposit' } as const;

/**
 * While a time-out is in force: across the site (a banner under the app bar), and beside the
 * buttons it pauses, so the player sees it before pressing Buy or Deposit, not after a refusal.
 */
export function BreakNotice({ where }: { where: Where }) {
  const { t } = useTranslation('responsible');
  const until = useActiveBreak();
  const dateTime = useDateTime();
  if (!until) return null;
  return (
    <Notice $banner={where === 'site'} role="status" data-testid={`break-${where}`}>
      {t(TEXT[where], { until: dateTime(until) })}{' '}
      {where === 'site' ? <Link to={PATHS.responsiblePlay}>{t('break.more')}</Link> : null}
    </Notice>
  );
}
