import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Form, rule, SubmitButton, TextField } from '@/components/ui/form';
import { normalizeVoucherCode } from '@/lib/validation';
import { REFUSAL_MESSAGES, type VoucherRefusal } from './voucher-refusal';
import { RedeemInMyVouchers } from './voucher-refusal-note';

type Values = { code: string };
const codeRule = rule<Values>((value) => (normalizeVoucherCode(value) ? null : 'cart:code.empty'));

const Row = styled.div`
  display: flex;
  align-items: end;
  gap: ${({ theme }) => theme.space(2)};
  > :first-child {
    flex: 1;
    min-inline-size: 0;
  }
`;

interface VoucherCodeFormProps {
  pending: boolean;
  /** Resolves null when the voucher was added, else the refusal. */
  onApply: (code: string) => Promise<VoucherRefusal | null>;
}

/** The voucher code field; a refused code says why, a pay-in code with the way to My Vouchers. */
export function VoucherCodeForm({ pending, onApply }: VoucherCodeFormProps) {
  const { t } = useTranslation(['cart', 'errors']);
  const form = useForm<Values>({ defaultValues: { code: '' } });
  const [refusal, setRefusal] = useState<VoucherRefusal | null>(null);

  const onValid = async ({ code }: Values) => {
    const answer = await onApply(normalizeVoucherCode(code));
    // A voucher worth more than the cart is a choice shown beside the form, not a field error.
    const refused = answer === 'worthMore' ? null : answer;
    setRefusal(refused);
    if (refused) form.setError('code', { type: 'server', message: REFUSAL_MESSAGES[refused] });
    else form.reset();
  };

  return (
    <Form form={form} onValid={onValid}>
      <Row>
        <TextField<Values>
          name="code"
          rules={codeRule}
          label={t('code.label')}
          autoComplete="off"
        />
        <SubmitButton $variant="secondary" pending={pending} pendingLabel={t('code.applying')}>
          {t('code.apply')}
        </SubmitButton>
      </Row>
      {refusal === 'payInOnly' ? <RedeemInMyVouchers /> : null}
    </Form>
  );
}
