import { proxy } from 'valtio';

/** A new deploy's service worker is installed and waits for the player's OK. */
export const updateStore = proxy({ ready: false });

let apply: () => void = () => window.location.reload();

export function onUpdateReady(applyUpdate: () => void): void {
  apply = applyUpdate;
  updateStore.ready = true;
}

/** Activates the waiting worker and reloads, so the page never mixes two versions. */
export const applyUpdate = (): void => apply();
