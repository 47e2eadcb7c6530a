import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { Button } from '@/components/ui/button';
import { applyUpdate, updateStore } from './update-store';

const Prompt = styled.div`
  position: fixed;
  inset-inline: ${({ theme }) => theme.space(4)};
  inset-block-end: calc(${({ theme }) => theme.layout.bottomNavHeight} + 16px);
  z-index: ${({ theme }) => theme.zIndex.progress};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  max-inline-size: 480px;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  p {
    flex: 1;
    margin: 0;
  }
`;

/** Offers the new deploy once its service worker is ready; "later" keeps this version. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const { ready } = useSnapshot(updateStore);
  if (!ready) return null;
  return (
    <Prompt role="status">
      <p>{t('update.ready')}</p>
      <Button type="button" onClick={applyUpdate}>
        {t('update.reload')}
      </Button>
      <Button type="button" $variant="link" onClick={() => (updateStore.ready = false)}>
        {t('update.later')}
      </Button>
    </Prompt>
  );
}
