import { useTranslation } from 'react-i18next';

/**
 * An amount the backend has not given yet (loading, failed, offline): a dash, never 0, so no
 * screen states a balance the backend did not state. Screen readers hear why.
 */
export function UnknownAmount() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{t('money.unknown')}</span>
    </>
  );
}
