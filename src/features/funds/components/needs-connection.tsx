import { useTranslation } from 'react-i18next';
import { Card } from './funds-ui';

/** Offline, in place of a form that would only fail: the money moves only with a connection. */
export function NeedsConnection({ action }: { action: 'deposit' | 'withdraw' }) {
  const { t } = useTranslation('funds');
  return (
    <Card role="status">
      <h2>{t('offline.title')}</h2>
      <p>{t(action === 'deposit' ? 'offline.deposit' : 'offline.withdraw')}</p>
    </Card>
  );
}
