import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { normalizeVoucherCode } from '@/lib/validation';

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

/**
 * Why a voucher was not added: unknown/expired, not needed by an already paid cart, or a server
 * failure (which says so, not "invalid code").
 */
export type VoucherRefusal = 'invalid' | 'notNeeded' | 'serverError';

interface VoucherCodeFormProps {
  pending: boolean;
  /** Resolves null when the voucher was added, else the refusal. */
  onApply: (code: string) => Promise<VoucherRefusal | null>;
}

/** The voucher code field; a refused code shows "Invalid promo code. Please try again." */
export function VoucherCodeForm({ pending, onApply }: VoucherCodeFormProps) {
  const { t } = useTranslation(['cart', 'errors']);
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<VoucherRefusal | 'empty' | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const normalised = normalizeVoucherCode(code);
    if (!normalised) return setError('empty');
    setError(null);
    const refusal = await onApply(normalised);
    if (refusal) setError(refusal);
    else setCode('');
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
        <Button type="submit" $variant="secondary" disabled={pending}>
          {pending ? t('code.applying') : t('code.apply')}
        </Button>
      </div>
      <div role="alert" id={`${id}-error`}>
        {error ? (
          <ErrorText>
            {error === 'empty'
              ? t('code.empty')
              : error === 'serverError'
                ? t('errors:serverError')
                : error === 'notNeeded'
                  ? t('voucherUse.refusedNotNeeded')
                  : t('code.invalid')}
          </ErrorText>
        ) : null}
      </div>
    </Form>
  );
}
