import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon';

/** Placeholder until this section is built: its heading and a "coming soon" note. */
export default function MyVouchersPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('titles.myVouchers')} />;
}
