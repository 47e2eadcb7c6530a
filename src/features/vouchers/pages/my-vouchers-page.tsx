import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '@/lib/navigation';
import { OfferList } from '../components/offer-list';
import { RedeemForm } from '../components/redeem-form';
import { VoucherList } from '../components/voucher-list';
import { Page } from '../components/vouchers-ui';

/** /my_vouchers: redeem a code, the offers made to the player, their vouchers, the terms link. */
export default function MyVouchersPage() {
  const { t } = useTranslation('vouchers');
  return (
    <Page>
      <h1>{t('title')}</h1>
      <RedeemForm />
      <OfferList />
      <VoucherList />
      <Link to={PATHS.voucherTerms}>{t('termsLink')}</Link>
    </Page>
  );
}
