import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useTicketList } from '@/features/tickets/api';
import { FieldMessage, FormField } from '@/components/ui/form-field';
import { useFavourites } from '@/lib/favourites';
import type { NumbersError } from '@/lib/lottery/parse-numbers';
import { useIsLoggedIn } from '@/lib/session';

export type Source = 'type' | 'favourite' | 'ticket';

const Modes = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    padding: 0;
    margin-block-end: ${({ theme }) => theme.space(2)};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    min-block-size: 44px;
  }
`;

interface NumbersSourceProps {
  source: Source;
  onSource: (source: Source) => void;
  /** The typed numbers, the favourite id or "ticketId:gridIndex". */
  value: string;
  onValue: (value: string) => void;
  error: NumbersError | null;
}

/** Where the checked numbers come from: typed, a favourite, or one grid of a ticket. */
export function NumbersSource({ source, onSource, value, onValue, error }: NumbersSourceProps) {
  const { t } = useTranslation('checker');
  const { favourites, source: kept } = useFavourites();
  const loggedIn = useIsLoggedIn();
  const ids = { field: useId(), hint: useId(), error: useId() };
  // The first page of each list, asked only once the player picks a ticket as the source.
  const wanted = source === 'ticket' && loggedIn;
  const drawn = useTicketList('drawn', wanted);
  const open = useTicketList('open', wanted);
  const tickets = [...drawn.tickets, ...open.tickets];

  const modes: Source[] = ['type'];
  if (kept !== 'unsupported') modes.push('favourite');
  if (loggedIn) modes.push('ticket');

  return (
    <>
      <Modes>
        <legend>{t('source.title')}</legend>
        {modes.map((mode) => (
          <label key={mode}>
            <input
              type="radio"
              name="source"
              checked={source === mode}
              onChange={() => {
                onSource(mode);
                onValue('');
              }}
            />
            {t(`source.${mode}`)}
          </label>
        ))}
      </Modes>
      {source === 'type' ? (
        <FormField htmlFor={ids.field}>
          {t('source.numbers')}
          <input
            id={ids.field}
            value={value}
            dir="ltr"
            inputMode="numeric"
            aria-invalid={error ? 'true' : 'false'}
            aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
            onChange={(e) => onValue(e.target.value)}
          />
          <span id={ids.hint}>{t('source.hint')}</span>
        </FormField>
      ) : (
        <FormField htmlFor={ids.field}>
          {source === 'favourite' ? t('source.favourite') : t('source.ticket')}
          <select id={ids.field} value={value} onChange={(e) => onValue(e.target.value)}>
            <option value="">{t('source.choose')}</option>
            {source === 'favourite'
              ? favourites.map((f, i) => (
                  <option key={f.favouriteId} value={f.numbers.join(' ')}>
                    {(f.name || t('source.unnamed', { number: i + 1 })) +
                      ` — ${f.numbers.join(' ')}`}
                  </option>
                ))
              : tickets.flatMap((ticket) =>
                  ticket.tips.map((tip, i) => (
                    <option key={`${ticket.ticketId}:${i}`} value={tip.join(' ')}>
                      {t('source.ticketGrid', { ticket: ticket.ticketId, grid: i + 1 })}
                      {` — ${tip.join(' ')}`}
                    </option>
                  )),
                )}
          </select>
        </FormField>
      )}
      {error ? (
        <FieldMessage id={ids.error} $error role="alert">
          {t(`errors.${error}`)}
        </FieldMessage>
      ) : null}
    </>
  );
}
