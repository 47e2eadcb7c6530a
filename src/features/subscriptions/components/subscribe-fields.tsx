import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Input } from '@/components/ui/form';
import type { SubscribeForm } from '../utils/subscribe-form';

interface SubscribeFieldsProps {
  form: SubscribeForm;
  weekdays: readonly number[];
  onChange: (form: SubscribeForm) => void;
}

/** Which draws, for how long, and the optional jackpot minimum. */
export function SubscribeFields({ form, weekdays, onChange }: SubscribeFieldsProps) {
  const { t } = useTranslation('subscriptions');
  const set = (part: Partial<SubscribeForm>) => onChange({ ...form, ...part });
  const toggleDay = (day: number) =>
    set({
      days: form.days.includes(day) ? form.days.filter((d) => d !== day) : [...form.days, day],
    });
  return (
    <>
      <ChoiceGroup>
        <legend>{t('subscribe.which')}</legend>
        <label>
          <input type="radio" checked={form.every} onChange={() => set({ every: true })} />
          {t('subscribe.everyDraw')}
        </label>
        {weekdays.length > 1 ? (
          <label>
            <input type="radio" checked={!form.every} onChange={() => set({ every: false })} />
            {t('subscribe.onlyOn')}
          </label>
        ) : null}
      </ChoiceGroup>
      {!form.every ? (
        <ChoiceGroup aria-label={t('subscribe.onlyOn')}>
          {weekdays.map((day) => (
            <label key={day}>
              <input
                type="checkbox"
                checked={form.days.includes(day)}
                onChange={() => toggleDay(day)}
              />
              {t(`weekdays.${day}` as 'weekdays.1')}
            </label>
          ))}
        </ChoiceGroup>
      ) : null}
      <ChoiceGroup>
        <legend>{t('subscribe.howLong')}</legend>
        <label>
          <input
            type="radio"
            checked={form.untilCancelled}
            onChange={() => set({ untilCancelled: true })}
          />
          {t('subscribe.untilCancelled')}
        </label>
        <label>
          <input
            type="radio"
            checked={!form.untilCancelled}
            onChange={() => set({ untilCancelled: false })}
          />
          {t('subscribe.forDraws')}
        </label>
      </ChoiceGroup>
      {!form.untilCancelled ? (
        <label>
          {t('subscribe.drawCount')}
          <Input
            inputMode="numeric"
            dir="ltr"
            value={form.drawCount}
            onChange={(e) => set({ drawCount: e.target.value })}
          />
        </label>
      ) : null}
      <label>
        {t('subscribe.jackpot')}
        <Input
          inputMode="numeric"
          dir="ltr"
          value={form.minJackpot}
          aria-describedby="jackpot-hint"
          onChange={(e) => set({ minJackpot: e.target.value })}
        />
      </label>
      <small id="jackpot-hint">{t('subscribe.jackpotHint')}</small>
    </>
  );
}
