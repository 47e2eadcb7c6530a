import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Dialog } from '@/components/ui/dialog';
import { STORES, type Store, type StoreId } from '../utils/stores';

/** Section 9: the download button stays active for 300 ms after a click. */
export const STORE_BUTTON_ACTIVE_MS = 300;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-block: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(8)};
`;

const StoreButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radii.md};
  transition:
    transform 120ms ease,
    opacity 120ms ease;

  img {
    display: block;
    height: 44px;
    width: auto;
  }
  &[data-active='true'] {
    transform: scale(0.96);
    opacity: 0.8;
  }
`;

/**
 * The two app-store download buttons of `more/loto_app`. A store with a link opens it in a new
 * tab; a store without one (the apps are not published yet) shows its "coming soon" dialog.
 */
export function StoreButtons({ stores = STORES }: { stores?: Record<StoreId, Store> }) {
  const { t } = useTranslation('content');
  const [active, setActive] = useState<StoreId | null>(null);
  const [soon, setSoon] = useState<StoreId | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const press = (id: StoreId) => {
    if (active) return; // still active from the last click: ignore a double tap
    setActive(id);
    timer.current = setTimeout(() => setActive(null), STORE_BUTTON_ACTIVE_MS);
    const link = stores[id].link;
    if (link) window.open(link, '_blank', 'noopener,noreferrer');
    else setSoon(id);
  };

  return (
    <>
      <Row role="group" aria-label={t('stores.title')}>
        {(Object.keys(stores) as StoreId[]).map((id) => (
          <StoreButton key={id} type="button" data-active={active === id} onClick={() => press(id)}>
            <img src={stores[id].image} alt={t(stores[id].label)} width={147} height={44} />
          </StoreButton>
        ))}
      </Row>
      {soon && (
        <Dialog
          title={t('stores.comingSoon')}
          text={t(stores[soon].soon)}
          image={stores[soon].image}
          primaryLabel={t('stores.ok')}
          showCloseIcon
          onClose={() => setSoon(null)}
        />
      )}
    </>
  );
}
