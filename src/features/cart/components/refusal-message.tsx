import { PATHS, topUpPath } from '@/lib/navigation';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { LimitRefusalText } from '@/entities/responsible-play/ui';
import { formatIqd } from '@/lib/format';
import type { PurchaseRefusal } from '@/lib/lottery/purchase-refusal';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSoft};
  border-radius: ${({ theme }) => theme.radii.md};
  p {
    margin: 0;
  }
  strong {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** One refusal of section 8 with its message; insufficient balance offers Top Up Now. */
export function RefusalMessage({ refusal }: { refusal: PurchaseRefusal }) {
  const { t } = useTranslation('cart');
  const text = (() => {
    switch (refusal.kind) {
      case 'not-logged-in':
        return t('refusal.notLoggedIn');
      case 'terms-not-accepted':
        return t('refusal.termsNotAccepted');
      case 'spending-limit':
        return t('refusal.spendingLimit');
      case 'sold-out':
        return t('refusal.soldOut');
      case 'insufficient-balance':
        return refusal.missingAmount === null
          ? t('refusal.insufficientBalanceUnknown')
          : t('refusal.insufficientBalance', { amount: formatIqd(refusal.missingAmount) });
      default:
        return t('refusal.generic');
    }
  })();
  return (
    <Box>
      {refusal.kind !== 'time-out' && (
        <p>
          <strong>{text}</strong>
        </p>
      )}
      {(refusal.kind === 'spending-limit' || refusal.kind === 'time-out') && refusal.limit && (
        <LimitRefusalText refusal={refusal.limit} on="purchase" />
      )}
      <p>{t('refusal.kept')}</p>
      {refusal.kind === 'insufficient-balance' ? (
        <Button as={Link} to={topUpPath(refusal.missingAmount)}>
          {t('refusal.topUp')}
        </Button>
      ) : null}
      {refusal.kind === 'not-logged-in' ? (
        <Button as={Link} to={`${PATHS.login}?redirect=${PATHS.cart}`}>
          {t('login')}
        </Button>
      ) : null}
    </Box>
  );
}
