import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CloseIcon } from '@/components/ui/icons';
import { useFocusTrap } from '@/components/ui/use-focus-trap';
import { media } from '@/styles';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.overlay};
  ${media.up('md')} {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

/** Section 9: 800 px wide on desktop, the window's width on mobile. */
const Panel = styled.div`
  display: flex;
  flex-direction: column;
  inline-size: 100vw;
  block-size: 100dvh;
  background: ${({ theme }) => theme.colors.surface};
  ${media.up('md')} {
    inline-size: 800px;
    max-inline-size: 100%;
    block-size: min(720px, calc(100vh - 32px));
    border-radius: ${({ theme }) => theme.radii.lg};
    overflow: hidden;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding-inline: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(1)};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  button {
    inline-size: 44px;
    block-size: 44px;
    border: 0;
    background: transparent;
    cursor: pointer;
    color: inherit;
  }
`;

const Frame = styled.iframe`
  flex: 1;
  inline-size: 100%;
  border: 0;
`;

interface CardPaymentDialogProps {
  /** The provider's embedded card-payment page (paymentIFrameUrl). */
  url: string;
  onClose: () => void;
}

/** The embedded card payment (Qi Card, Visa/MasterCard): the provider's page in a modal frame. */
export function CardPaymentDialog({ url, onClose }: CardPaymentDialogProps) {
  const { t } = useTranslation('payment');
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(panel, true, onClose);
  return createPortal(
    <Backdrop>
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Header>
          <h2 id={titleId}>{t('cardDialog.title')}</h2>
          <button type="button" onClick={onClose} aria-label={t('cardDialog.close')}>
            <CloseIcon />
          </button>
        </Header>
        <Frame src={url} title={t('cardDialog.frameTitle')} />
      </Panel>
    </Backdrop>,
    document.body,
  );
}
