import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon';

/** Shown for a route whose page file does not exist yet. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('comingSoon.title')} />;
}
