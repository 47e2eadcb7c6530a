import { isolateLtr } from '@/lib/format';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Form, SubmitButton, TextField } from '@/components/ui/form';
import { isApiError, isUnreadableAnswer } from '@/lib/api/errors';
import { ApiErrorCode } from '@/lib/api/types';
import { useSingleFlight } from '@/lib/query';
import { normalizeVoucherCode } from '@/lib/validation';
import { useRedeemVoucher } from '../api/use-redeem-voucher';
import { Card, ErrorText, SuccessText } from './vouchers-ui';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(2)};
  > :first-child {
    flex: 1 1 180px;
  }
`;

type Values = { code: string };

/** The refusals My Vouchers has its own words for (decision 0254); any other reads "invalid". */
function redeemRefusalOf(error: unknown) {
  if (isUnreadableAnswer(error)) return 'redeem.unknown' as const;
  if (!isApiError(error)) return 'redeem.invalid' as const;
  if (error.code === ApiErrorCode.VoucherNotYours) return 'redeem.notYours' as const;
  if (error.code === ApiErrorCode.VoucherAlreadyUsed) return 'redeem.alreadyUsed' as const;
  return 'redeem.invalid' as const;
}

/**
 * Redeem a voucher code; another player's or a used code says so, any other refusal reads "Invalid
 * promo code. Please try again.", an answer the app could not read says the redeem is not confirmed (decision 0176).
 */
export function RedeemForm() {
  const { t } = useTranslation('vouchers');
  const id = useId();
  const redeem = useRedeemVoucher();
  const flight = useSingleFlight();
  const form = useForm<Values>({ defaultValues: { code: '' } });
  const code = useWatch({ control: form.control, name: 'code' });

  const onValid = async (values: Values) => {
    const normalised = normalizeVoucherCode(values.code);
    if (normalised === '') return;
    // One redeem per action; the refusal is shown from the mutation's state.
    await flight(() => redeem.mutateAsync(normalised))?.then(
      () => form.reset(),
      () => undefined,
    );
  };

  return (
    <Form form={form} onValid={onValid} component={Card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('redeem.title')}</h2>
      <Row>
        <TextField<Values>
          name="code"
          label={t('redeem.code')}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={redeem.isError || undefined}
        />
        <SubmitButton pending={redeem.isPending} disabled={code.trim() === ''}>
          {t('redeem.submit')}
        </SubmitButton>
      </Row>
      {redeem.isError && <ErrorText role="alert">{t(redeemRefusalOf(redeem.error))}</ErrorText>}
      <div role="status">
        {redeem.isSuccess && (
          <SuccessText>
            {t('redeem.success', { code: isolateLtr(redeem.data.voucherCode) })}
          </SuccessText>
        )}
      </div>
    </Form>
  );
}
