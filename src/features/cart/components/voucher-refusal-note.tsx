import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '@/lib/navigation';
import { REFUSAL_MESSAGES, type VoucherRefusal } from './voucher-refusal';

/** A pay-in code credits the balance from My Vouchers: the refusal says where to redeem it. */
export function RedeemInMyVouchers() {
  const { t } = useTranslation('cart');
  return <Link to={PATHS.myVouchers}>{t('code.goToMyVouchers')}</Link>;
}

/** Why a suggested voucher was not added, with the way to My Vouchers for a pay-in code. */
export function VoucherRefusalNote({ refusal }: { refusal: VoucherRefusal }) {
  const { t } = useTranslation(['cart', 'errors']);
  return (
    <p role="alert">
      {t(REFUSAL_MESSAGES[refusal])} {refusal === 'payInOnly' ? <RedeemInMyVouchers /> : null}
    </p>
  );
}
