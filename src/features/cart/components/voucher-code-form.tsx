import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Form, rule, SubmitButton, TextField } from '@/components/ui/form';
import { normalizeVoucherCode } from '@/lib/validation';

/**
 * Why a voucher was not added: unknown/expired, not needed by an already paid cart, a server
 * failure (which says so, not "invalid code"), or an answer that could not be read (it may have
 * been added: the cart is asked again).
 */
export type VoucherRefusal = 'invalid' | 'notNeeded' | 'serverError' | 'unknown';

export const REFUSAL_MESSAGES = {
  invalid: 'cart:code.invalid',
  notNeeded: 'cart:voucherUse.refusedNotNeeded',
  serverError: 'errors:serverError',
  unknown: 'cart:unknownOutcome.voucher',
} as const satisfies Record<VoucherRefusal, string>;

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

/** The voucher code field; a refused code shows "Invalid promo code. Please try again." */
export function VoucherCodeForm({ pending, onApply }: VoucherCodeFormProps) {
  const { t } = useTranslation(['cart', 'errors']);
  const form = useForm<Values>({ defaultValues: { code: '' } });

  const onValid = async ({ code }: Values) => {
    const refusal = await onApply(normalizeVoucherCode(code));
    if (refusal) form.setError('code', { type: 'server', message: REFUSAL_MESSAGES[refusal] });
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
    </Form>
  );
}
