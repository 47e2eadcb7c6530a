import { useTranslation } from 'react-i18next';
import type { SelfExclusionLength } from '@/lib/api/types';
import { Choices } from './section';

interface Props {
  lengths: readonly SelfExclusionLength[];
  value: SelfExclusionLength;
  onChange: (length: SelfExclusionLength) => void;
}

/** The lengths the backend offers, as radios ("permanently" only when it is offered). */
export function SelfExclusionLengths({ lengths, value, onChange }: Props) {
  const { t } = useTranslation('responsible');
  return (
    <Choices>
      <legend>{t('selfExclusion.legend')}</legend>
      {lengths.map((length) => (
        <label key={length}>
          <input
            type="radio"
            name="self-exclusion-length"
            value={length}
            checked={value === length}
            onChange={() => onChange(length)}
          />
          {t(`selfExclusion.lengths.${length}`)}
        </label>
      ))}
    </Choices>
  );
}
