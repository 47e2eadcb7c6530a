import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDateTime } from './use-date-time';
import { useSessionClock } from './use-session-clock';

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
`;

/**
 * While a capped session runs (decision 0282): the minutes left, when it ends, and when the next
 * login is possible after it, under the app bar on every page.
 */
export function SessionLeft() {
  const { t } = useTranslation('responsible');
  const dateTime = useDateTime();
  const { limit, left } = useSessionClock();
  if (!limit?.session.endsAt || left === null || left === 0) return null;
  const minutes = Math.ceil(left / 60_000);
  return (
    <Notice role="status" data-testid="session-left">
      {t('sessionCap.left', { count: minutes, end: dateTime(limit.session.endsAt) })}{' '}
      {t('sessionCap.nextLogin', { until: dateTime(limit.session.coolingOffUntil) })}
    </Notice>
  );
}
