import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LotteryButton } from '@/components/lottery/lottery-button';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)};
  div {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
  }
  input {
    flex: 1;
    inline-size: 100%;
    min-inline-size: 0;
    min-block-size: 44px;
    padding-inline: ${({ theme }) => theme.space(3)};
    border: 2px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** What became of a voucher code: added, refused by the backend, or a server failure. */
export type VoucherApplyResult = 'added' | 'refused' | 'serverError';

interface VoucherCodeFormProps {
  pending: boolean;
  onApply: (code: string) => Promise<VoucherApplyResult>;
}

/** The voucher code field; a refused code shows "Invalid promo code. Please try again." */
export function VoucherCodeForm({ pending, onApply }: VoucherCodeFormProps) {
  const { t } = useTranslation(['cart', 'errors']);
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<'invalid' | 'empty' | 'serverError' | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) return setError('empty');
    setError(null);
    const result = await onApply(trimmed);
    if (result === 'added') setCode('');
    else setError(result === 'serverError' ? 'serverError' : 'invalid');
  };

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={id}>{t('code.label')}</label>
      <div>
        <input
          id={id}
          value={code}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setCode(e.target.value)}
        />
        <LotteryButton type="submit" $variant="secondary" disabled={pending}>
          {pending ? t('code.applying') : t('code.apply')}
        </LotteryButton>
      </div>
      <div role="alert" id={`${id}-error`}>
        {error ? (
          <ErrorText>
            {error === 'empty'
              ? t('code.empty')
              : error === 'serverError'
                ? t('errors:serverError')
                : t('code.invalid')}
          </ErrorText>
        ) : null}
      </div>
    </Form>
  );
}
