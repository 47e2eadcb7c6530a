import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon';
import { useRouteTitle } from '../routing/route-title';

/** Shown for a route whose page file does not exist yet: the route's title and "coming soon". */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  return <ComingSoon title={title || t('comingSoon.title')} />;
}
