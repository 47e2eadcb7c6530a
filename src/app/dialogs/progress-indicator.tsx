import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { useSnapshot } from 'valtio';
import { alertStore } from '@/lib/alerts';
import { useFirstPass } from '../first-pass';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Track = styled.div`
  position: fixed;
  inset-block-start: 0;
  inset-inline: 0;
  block-size: 3px;
  overflow: hidden;
  z-index: ${({ theme }) => theme.zIndex.progress};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const Bar = styled.div`
  inline-size: 40%;
  block-size: 100%;
  background: ${({ theme }) => theme.colors.primary};
  animation: ${slide} 1.2s ease-in-out infinite;
`;

/** Section 4: a progress indicator while any call is in flight. */
export function ProgressIndicator() {
  const { t } = useTranslation();
  const { showProgress } = useSnapshot(alertStore);
  // Not over a prerendered page being hydrated: the build's page had none (decision 0232).
  const firstPass = useFirstPass();
  if (!showProgress || firstPass) return null;
  return (
    <Track role="progressbar" aria-label={t('progress.label')}>
      <Bar />
    </Track>
  );
}
