import { lazy, Suspense, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Backdrop, Buttons, CloseButton, Panel, Text, Title } from '@/components/ui/dialog-frame';
import { CloseIcon } from '@/components/ui/icons';
import { LoadStatus } from '@/components/ui/load-status';
import { ErrorText } from '@/components/ui/status-text';
import { useFocusTrap } from '@/components/ui/use-focus-trap';
import type { TermsState } from '@/lib/api/types';
import { formatDisplayDate } from '@/lib/format';
import { PATHS } from '@/lib/navigation';
import { useLegalPage } from '@/entities/content';
import { isOutdatedTerms, useAcceptTerms } from '../api/terms';
import type { TermsDialogReason } from './use-terms-gate';

// The markdown renderer and sanitiser load with the first terms dialog, not with the cart.
const RichText = lazy(() =>
  import('@/components/rich-text').then((module) => ({ default: module.RichText })),
);

const Reading = styled.div`
  max-block-size: min(50vh, 420px);
  overflow: auto;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  text-align: start;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

interface TermsDialogProps {
  reason: TermsDialogReason;
  state: TermsState;
  /** The state is being asked again: accepting waits for the backend's latest version. */
  refreshing: boolean;
  onClose: (accepted: boolean) => void;
}

/** The latest terms (the CMS text) to read and accept; acceptance is recorded by PUT /users/terms. */
export function TermsDialog({ reason, state, refreshing, onClose }: TermsDialogProps) {
  const { t } = useTranslation('cart');
  const panel = useRef<HTMLDivElement>(null);
  const [titleId, introId] = [useId(), useId()];
  const legal = useLegalPage('terms');
  const accept = useAcceptTerms();
  useFocusTrap(panel, true, () => onClose(false));
  const date = `\u2066${formatDisplayDate(state.latestEffectiveFrom)}\u2069`;
  const onAccept = () =>
    accept.mutate(state.latestVersion, {
      onSuccess: (next) => next.latestAccepted && onClose(true),
    });

  return createPortal(
    <Backdrop>
      <Panel
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={introId}
        tabIndex={-1}
      >
        <CloseButton
          type="button"
          onClick={() => onClose(false)}
          aria-label={t('terms.dialog.close')}
        >
          <CloseIcon />
        </CloseButton>
        <Title id={titleId}>{t('terms.dialog.title')}</Title>
        <Text id={introId}>
          {reason === 'refused' ? `${t('terms.dialog.refused')} ` : ''}
          {t('terms.dialog.intro', { date })}
        </Text>
        <LoadStatus
          loading={legal.isPending}
          failed={legal.isError}
          onRetry={() => void legal.refetch()}
          loadingText={t('terms.dialog.loading')}
          errorText={t('terms.dialog.loadFailed')}
        />
        {legal.data ? (
          <Reading role="region" aria-label={t('terms.dialog.textLabel')} tabIndex={0}>
            <Suspense fallback={<p>{t('terms.dialog.loading')}</p>}>
              <RichText markdown={legal.data.content} />
            </Suspense>
          </Reading>
        ) : null}
        <p>
          <Link to={PATHS.terms}>{t('terms.dialog.page')}</Link>
        </p>
        {accept.isError ? (
          <ErrorText role="alert">
            {isOutdatedTerms(accept.error) ? t('terms.dialog.outdated') : t('terms.dialog.failed')}
          </ErrorText>
        ) : null}
        <Buttons>
          <Button
            type="button"
            $block
            onClick={onAccept}
            // Accepted only once the text could be shown and the latest version is known.
            disabled={!legal.isSuccess || refreshing || accept.isPending}
            aria-busy={accept.isPending}
          >
            {accept.isPending ? t('terms.dialog.accepting') : t('terms.dialog.accept')}
          </Button>
          <Button type="button" $block $variant="secondary" onClick={() => onClose(false)}>
            {t('terms.dialog.later')}
          </Button>
        </Buttons>
      </Panel>
    </Backdrop>,
    document.body,
  );
}
