import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Booking } from '@/lib/api/types';
import { formatDisplayDate, formatIqd } from '@/lib/format';
import { signedIqd } from '../utils/sign';

const Item = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  padding-block: ${({ theme }) => theme.space(3)};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-block-end: 0;
  }
`;

/** Credited money is green; a pending or failed one is not credited, so it is never green. */
const Amount = styled.span<{ $credit: boolean; $failed: boolean }>`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme, $credit }) => ($credit ? theme.colors.success : theme.colors.text)};
  text-decoration: ${({ $failed }) => ($failed ? 'line-through' : 'none')};
  direction: ltr;
  unicode-bidi: isolate;
`;

/** A booking that is not settled: pending or failed (nothing moved). */
const State = styled.span<{ $failed: boolean }>`
  margin-inline-start: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.text)};
  border: 1px solid currentColor;
`;

const Muted = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Note = styled(Muted)`
  grid-column: 1 / -1;
`;

/** What an unsettled booking means for the balance (decision 0178), or null when settled. */
function noteKey(booking: Booking) {
  if (booking.state === 'FAILED') return 'history.failedNote' as const;
  if (booking.state !== 'PENDING') return null;
  return booking.amount > 0
    ? ('history.pendingCredit' as const)
    : ('history.pendingDebit' as const);
}

/** One line of the transaction history: type and state, amount, date, balance after it. */
export function BookingItem({ booking }: { booking: Booking }) {
  const { t } = useTranslation(['funds', 'withdraw']);
  const unsettled =
    booking.state === 'PENDING' || booking.state === 'FAILED' ? booking.state : null;
  const note = noteKey(booking);
  return (
    <Item>
      <span>
        {t(`bookingType.${booking.bookingType}`)}
        {unsettled && (
          <State $failed={unsettled === 'FAILED'}>{t(`withdraw:state.${unsettled}`)}</State>
        )}
      </span>
      <Amount $credit={booking.amount > 0 && !unsettled} $failed={unsettled === 'FAILED'}>
        {signedIqd(booking.amount)}
      </Amount>
      <Muted>{formatDisplayDate(booking.bookingDate)}</Muted>
      <Muted>{t('history.saldo', { amount: formatIqd(booking.saldo) })}</Muted>
      {note ? <Note>{t(note)}</Note> : null}
    </Item>
  );
}
