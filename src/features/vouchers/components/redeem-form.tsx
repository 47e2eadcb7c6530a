import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { useSingleFlight } from '@/lib/query';
import { useRedeemVoucher } from '../api/use-redeem-voucher';
import { Card, ErrorText, SuccessText } from './vouchers-ui';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  input {
    flex: 1 1 180px;
    /* An input's intrinsic width (size=20 in a wide font) must not push the layout wider. */
    min-inline-size: 0;
    min-block-size: 44px;
    padding-inline: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }
`;

/** Redeem a voucher code; any refusal reads "Invalid promo code. Please try again." */
export function RedeemForm() {
  const { t } = useTranslation('vouchers');
  const id = useId();
  const [code, setCode] = useState('');
  const redeem = useRedeemVoucher();
  const flight = useSingleFlight();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed === '') return;
    // One redeem per action: a second submit in the same task finds the first in flight. The
    // refusal is shown from the mutation's state.
    flight(() => redeem.mutateAsync(trimmed))?.then(
      () => setCode(''),
      () => undefined,
    );
  };

  return (
    <Card as="form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('redeem.title')}</h2>
      <label htmlFor={id}>{t('redeem.code')}</label>
      <Row>
        <input
          id={id}
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={redeem.isError || undefined}
        />
        <Button type="submit" disabled={redeem.isPending || code.trim() === ''}>
          {t('redeem.submit')}
        </Button>
      </Row>
      {redeem.isError && <ErrorText role="alert">{t('redeem.invalid')}</ErrorText>}
      <div role="status">
        {redeem.isSuccess && (
          <SuccessText>{t('redeem.success', { code: redeem.data.voucherCode })}</SuccessText>
        )}
      </div>
    </Card>
  );
}
