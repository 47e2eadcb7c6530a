import { useTranslation } from 'react-i18next';

/** A fact the backend has not given: a dash, heard by screen readers as "not available". */
export function NotAvailable() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{t('money.unknown')}</span>
    </>
  );
}
