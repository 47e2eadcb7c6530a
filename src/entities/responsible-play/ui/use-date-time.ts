import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate, formatTime } from '@/lib/format';

/** "23/11/2026 at 12:00" (server time, +03:00) in the UI language. */
export function useDateTime(): (value: string | null | undefined) => string {
  const { t } = useTranslation('responsible');
  return useCallback(
    (value) =>
      value ? t('dateTime', { date: formatDisplayDate(value), time: formatTime(value) }) : '',
    [t],
  );
}
