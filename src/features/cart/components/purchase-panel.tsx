import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import type { Iqd } from '@/lib/api/types';
import { formatIqd } from '@/lib/format';
import type { PurchaseRefusal } from '@/lib/lottery/purchase-refusal';
import { RefusalMessage } from './refusal-message';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

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

interface PurchasePanelProps {
  amount: Iqd;
  pending: boolean;
  refusal: PurchaseRefusal | null;
  onBuy: () => void;
}

/** The latest-terms checkbox, the buy button (off while a purchase is in flight) and refusals. */
export function PurchasePanel({ amount, pending, refusal, onBuy }: PurchasePanelProps) {
  const { t } = useTranslation('cart');
  const id = useId();
  const [accepted, setAccepted] = useState(false);
  const [asked, setAsked] = useState(false);

  const buy = () => {
    if (!accepted) return setAsked(true);
    onBuy();
  };

  return (
    <Panel>
      <Terms>
        <input
          id={id}
          type="checkbox"
          checked={accepted}
          aria-describedby={asked && !accepted ? `${id}-hint` : undefined}
          onChange={(e) => setAccepted(e.target.checked)}
        />
        <label htmlFor={id}>
          {t('terms.accept')} <Link to="/terms_and_conditions">{t('terms.link')}</Link>
        </label>
      </Terms>
      {asked && !accepted ? (
        <Hint id={`${id}-hint`} role="alert">
          {t('terms.required')}
        </Hint>
      ) : null}
      <Button type="button" $block onClick={buy} disabled={pending} aria-busy={pending}>
        {pending ? t('purchase.buying') : t('purchase.buy', { amount: formatIqd(amount) })}
      </Button>
      <div role="alert">{refusal ? <RefusalMessage refusal={refusal} /> : null}</div>
    </Panel>
  );
}
