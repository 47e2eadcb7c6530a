import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { LtrFigure } from '@/components/ui/ltr-figure';
import { chooseDigits, onDigitChoice } from '@/i18n/choose-digits';
import { digitChoice, type DigitChoice } from '@/lib/format';
import { Muted, Section } from './settings-ui';

const CHOICES: readonly DigitChoice[] = ['latin', 'arab'];
/** Each choice shows what it looks like (written here: locale texts hold no digits of their own). */
const SAMPLES: Record<DigitChoice, string> = { latin: '0123', arab: '٠١٢٣' };

/**
 * Latin (the default) or Arabic-Indic digits in Arabic and Kurdish (decision 0292). A choice of
 * this device, like the data saver: it applies at once, every figure re-rendered, with no call.
 */
export function DigitsSection() {
  const { t } = useTranslation('settings');
  const choice = useSyncExternalStore(onDigitChoice, digitChoice, () => 'latin' as const);
  return (
    <Section aria-labelledby="settings-digits">
      <h2 id="settings-digits">{t('digits.title')}</h2>
      <Muted>{t('digits.what')}</Muted>
      <ChoiceGroup>
        <legend>{t('digits.label')}</legend>
        {CHOICES.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="digits"
              checked={choice === option}
              onChange={() => chooseDigits(option)}
            />
            {t(`digits.choices.${option}`)} <LtrFigure>{SAMPLES[option]}</LtrFigure>
          </label>
        ))}
      </ChoiceGroup>
    </Section>
  );
}
