import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SafeHtml } from '@/components/rich-text';
import { QueryState } from '@/components/ui/query-state';
import { PATHS } from '@/lib/navigation';
import { markdownToHtml } from '@/lib/rich-text';
import { useVoucherTerms } from '../api/use-vouchers';
import { Card, Page } from '../components/vouchers-ui';

/** /my_vouchers_terms_and_conditions: the CMS voucher terms (`Text`), through SafeHtml. */
export default function VoucherTermsPage() {
  const { t, i18n } = useTranslation('vouchers');
  const query = useVoucherTerms(i18n.language);
  // The field is rich text (markdown); HTML in it passes through and is sanitised by SafeHtml.
  const html = useMemo(() => markdownToHtml(query.data?.Text), [query.data?.Text]);
  return (
    <Page>
      <h1>{t('terms.title')}</h1>
      <Card>
        <QueryState query={query} errorText={t('terms.loadFailed')}>
          <SafeHtml html={html} />
        </QueryState>
      </Card>
      <Link to={PATHS.myVouchers}>{t('terms.back')}</Link>
    </Page>
  );
}
