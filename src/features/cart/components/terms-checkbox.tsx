import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS } from '@/lib/navigation';

const Terms = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: 44px;
  input {
    inline-size: 1.25rem;
    block-size: 1.25rem;
    accent-color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

interface TermsCheckboxProps {
  checked: boolean;
  /** Buy was pressed without the tick: the hint shows. */
  asked: boolean;
  onChange: (checked: boolean) => void;
}

/** Behaviour 79: the spec's latest-terms checkbox, ticked before each purchase. */
export function TermsCheckbox({ checked, asked, onChange }: TermsCheckboxProps) {
  const { t } = useTranslation('cart');
  const id = useId();
  const hint = asked && !checked;
  return (
    <>
      <Terms>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <label htmlFor={id}>
          {t('terms.accept')} <Link to={PATHS.terms}>{t('terms.link')}</Link>
        </label>
      </Terms>
      {hint ? (
        <Hint id={`${id}-hint`} role="alert">
          {t('terms.required')}
        </Hint>
      ) : null}
    </>
  );
}
