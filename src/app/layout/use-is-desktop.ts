import { useSyncExternalStore } from 'react';
import { MOBILE_QUERY } from '@/styles';

const query = () =>
  typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(MOBILE_QUERY) : null;

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** At least md wide (section 9); true where media queries are unknown (jsdom). */
export const useIsDesktop = (): boolean =>
  // Rendered at build time (decision 0232): no footer, as a phone shows it; it is lazy anyway.
  useSyncExternalStore(
    subscribe,
    () => !(query()?.matches ?? false),
    () => false,
  );
