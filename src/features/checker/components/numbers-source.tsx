import { useController, useFormContext, type RegisterOptions } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTicketList } from '@/entities/tickets';
import { SelectField, TextField } from '@/components/ui/form';
import { useFavourites } from '@/entities/favourites';
import { useIsLoggedIn } from '@/entities/session';
import { ChoiceGroup } from '@/components/ui/choice-group';

export type Source = 'type' | 'favourite' | 'ticket';

/** The checker form: where the numbers come from, the numbers (typed or chosen) and the range. */
export type CheckValues = { source: Source; numbers: string; days: string };

interface NumbersSourceProps {
  /** The rule the numbers follow (exactly 6 from 1 to 29, no repeats). */
  rules: RegisterOptions<CheckValues, 'numbers'>;
}

/** Where the checked numbers come from: typed, a favourite, or one grid of a ticket. */
export function NumbersSource({ rules }: NumbersSourceProps) {
  const { t } = useTranslation('checker');
  const { setValue } = useFormContext<CheckValues>();
  const {
    field: { value: source, onChange: onSource },
  } = useController<CheckValues, 'source'>({ name: 'source' });
  const { favourites, source: kept } = useFavourites();
  const loggedIn = useIsLoggedIn();
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
      <ChoiceGroup>
        <legend>{t('source.title')}</legend>
        {modes.map((mode) => (
          <label key={mode}>
            <input
              type="radio"
              name="source"
              checked={source === mode}
              onChange={() => {
                onSource(mode);
                setValue('numbers', '');
              }}
            />
            {t(`source.${mode}`)}
          </label>
        ))}
      </ChoiceGroup>
      {source === 'type' ? (
        <TextField<CheckValues>
          name="numbers"
          rules={rules}
          label={t('source.numbers')}
          hint={t('source.hint')}
          dir="ltr"
          inputMode="numeric"
        />
      ) : (
        <SelectField<CheckValues>
          name="numbers"
          rules={rules}
          label={source === 'favourite' ? t('source.favourite') : t('source.ticket')}
          placeholder={t('source.choose')}
          options={
            source === 'favourite'
              ? favourites.map((f, i) => ({
                  value: f.numbers.join(' '),
                  label:
                    (f.name || t('source.unnamed', { number: i + 1 })) +
                    ` — ${f.numbers.join(' ')}`,
                }))
              : tickets.flatMap((ticket) =>
                  ticket.tips.map((tip, i) => ({
                    value: tip.join(' '),
                    label:
                      t('source.ticketGrid', { ticket: ticket.ticketId, grid: i + 1 }) +
                      ` — ${tip.join(' ')}`,
                  })),
                )
          }
        />
      )}
    </>
  );
}
