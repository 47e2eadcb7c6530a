import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import type { Iqd } from '@/lib/api/types';
import { formatIqd } from '@/lib/format';
import type { PurchaseRefusal } from '@/lib/lottery/purchase-refusal';
import { RefusalMessage } from './refusal-message';
import { TermsCheckbox } from './terms-checkbox';
import { TermsDialog } from './terms-dialog';
import { TermsAccepted, TermsPrompt } from './terms-prompt';
import type { TermsGate } from './use-terms-gate';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

interface PurchasePanelProps {
  amount: Iqd;
  pending: boolean;
  /** A time-out in force: Buy is off (the break notice above it says until when). */
  paused: boolean;
  refusal: PurchaseRefusal | null;
  terms: TermsGate;
  onBuy: () => void;
}

/**
 * The terms (the spec's checkbox, or the backend's record of the latest version: decision 0179),
 * the buy button (off while a purchase is in flight) and refusals.
 */
export function PurchasePanel(props: PurchasePanelProps) {
  const { amount, pending, paused, refusal, terms, onBuy } = props;
  const { t } = useTranslation('cart');
  const [ticked, setTicked] = useState(false);
  const [asked, setAsked] = useState(false);
  const buyButton = useRef<HTMLButtonElement>(null);
  const readButton = useRef<HTMLButtonElement>(null);
  const dialogWasOpen = useRef(false);
  const { mode, state, dialog } = terms;

  // Focus comes back out of the dialog to what the player does next: buy, or read the terms.
  useEffect(() => {
    if (dialog) dialogWasOpen.current = true;
    else if (dialogWasOpen.current) {
      dialogWasOpen.current = false;
      (mode === 'required' ? readButton.current : buyButton.current)?.focus();
    }
  }, [dialog, mode]);

  const buy = () => {
    if (mode === 'required') return terms.open();
    if (mode === 'checkbox' && !ticked) return setAsked(true);
    onBuy();
  };

  return (
    <Panel>
      {mode === 'checkbox' ? (
        <TermsCheckbox checked={ticked} asked={asked} onChange={setTicked} />
      ) : null}
      {mode === 'required' && state ? (
        <TermsPrompt ref={readButton} state={state} onRead={terms.open} />
      ) : null}
      {mode === 'accepted' ? <TermsAccepted justNow={terms.acceptedNow} /> : null}
      <Button
        ref={buyButton}
        type="button"
        $block
        onClick={buy}
        disabled={pending || paused || mode === 'checking'}
        aria-busy={pending || mode === 'checking'}
      >
        {pending ? t('purchase.buying') : t('purchase.buy', { amount: formatIqd(amount) })}
      </Button>
      <div role="alert">{refusal ? <RefusalMessage refusal={refusal} /> : null}</div>
      {dialog && state ? (
        <TermsDialog
          reason={dialog}
          state={state}
          refreshing={terms.refreshing}
          onClose={terms.close}
        />
      ) : null}
    </Panel>
  );
}
