import { useSyncExternalStore } from 'react';

/** What counts as the player's first interaction with the page: a touch, a key, a scroll. */
const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

let interacted = false;
const listeners = new Set<() => void>();

function onInteraction() {
  if (interacted) return;
  interacted = true;
  for (const type of INTERACTIONS) removeEventListener(type, onInteraction, true);
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined')
  for (const type of INTERACTIONS)
    addEventListener(type, onInteraction, { capture: true, passive: true });

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether the player has touched, typed or scrolled on this page yet (decision 0262): parts no
 * first screen needs (the favourites) render from then on, so their chunks and texts do not
 * compete with the start. False in the build's render.
 */
export const useInteracted = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => interacted,
    () => false,
  );
