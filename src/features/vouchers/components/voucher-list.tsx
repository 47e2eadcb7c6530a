import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { QueryState } from '@/components/ui/query-state';
import type { Voucher } from '@/lib/api/types';
import { formatDisplayDate, formatIqd } from '@/lib/format';
import { AppliesTo } from './applies-to';
import { useVouchers } from '../api/use-vouchers';
import { Card, Muted } from './vouchers-ui';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Item = styled.li<{ $active: boolean }>`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px dashed
    ${({ theme, $active }) => ($active ? theme.colors.primaryStrong : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  opacity: ${({ $active }) => ($active ? 1 : 0.7)};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    unicode-bidi: isolate;
  }
`;

const Badge = styled.span`
  align-self: start;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

function VoucherItem({ voucher }: { voucher: Voucher }) {
  const { t } = useTranslation('vouchers');
  return (
    <Item $active={voucher.state === 'ACTIVE'}>
      <strong>{voucher.voucherCode}</strong>
      <Badge>{t(`state.${voucher.state}`)}</Badge>
      <span>{t('list.amount', { amount: formatIqd(voucher.amount) })}</span>
      <span />
      <Muted>{t('list.expires', { date: formatDisplayDate(voucher.expiryDate) })}</Muted>
      <span />
      <AppliesTo types={voucher.applicableTicketTypes} />
    </Item>
  );
}

/** The player's vouchers with code, amount, expiry, state and ticket types. */
export function VoucherList() {
  const { t } = useTranslation('vouchers');
  const query = useVouchers();
  return (
    <Card aria-labelledby="voucher-list-title">
      <h2 id="voucher-list-title">{t('list.title')}</h2>
      <QueryState
        query={query}
        errorText={t('list.loadFailed')}
        retryText={t('list.retry')}
        isEmpty={(vouchers) => vouchers.length === 0}
        emptyText={t('list.empty')}
      >
        {(vouchers) => (
          <List>
            {vouchers.map((voucher) => (
              <VoucherItem key={voucher.voucherId} voucher={voucher} />
            ))}
          </List>
        )}
      </QueryState>
    </Card>
  );
}
