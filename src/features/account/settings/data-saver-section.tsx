import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '@/components/ui/choice-group';
import {
  dataSaverChoice,
  setDataSaverChoice,
  useDataSaver,
  type DataSaverChoice,
} from '@/lib/data-saver';
import { Muted, Section } from './settings-ui';

const CHOICES: readonly DataSaverChoice[] = ['auto', 'on', 'off'];

/**
 * The data saver: follow the browser's Save-Data (the default), or on, or off. A choice of this
 * device, not of the account, so it applies at once with no call.
 */
export function DataSaverSection() {
  const { t } = useTranslation('settings');
  const reason = useDataSaver();
  const choice = dataSaverChoice();
  return (
    <Section aria-labelledby="settings-data-saver">
      <h2 id="settings-data-saver">{t('dataSaver.title')}</h2>
      <Muted>{t('dataSaver.what')}</Muted>
      <ChoiceGroup>
        <legend>{t('dataSaver.label')}</legend>
        {CHOICES.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="data-saver"
              checked={choice === option}
              onChange={() => setDataSaverChoice(option)}
            />
            {t(`dataSaver.choices.${option}`)}
          </label>
        ))}
      </ChoiceGroup>
      <p role="status">
        {reason === 'browser'
          ? t('dataSaver.onByBrowser')
          : reason
            ? t('dataSaver.onBySetting')
            : t('dataSaver.off')}
      </p>
    </Section>
  );
}
