import type { DialogKind } from '@/components/ui/dialog-kind';
import { resettableProxy } from '@/lib/storage';

/** A text either already translated or an i18n key (translated when shown, so it follows language switches). */
export type DialogText = string | { key: string; values?: Record<string, unknown> };

export interface DialogButton {
  label: DialogText;
  /** close: just close; login: close and go to /login; secondary: raise onSecondary. */
  action?: 'close' | 'login' | 'secondary';
}

/** What the generic dialog shows (spec section 2). */
export interface DialogRequest {
  /** success, info, warning or error: its illustration, colour and what screen readers hear. */
  kind?: DialogKind;
  title: DialogText;
  text?: DialogText;
  text2?: DialogText;
  /** Image url; the kind's illustration when left out. */
  image?: string;
  /** Up to two buttons; one OK button when left out. */
  buttons?: [DialogButton] | [DialogButton, DialogButton];
  showCloseIcon?: boolean;
  /** The first button goes to login instead of only closing. */
  redirect?: boolean;
  onSecondary?: () => void;
  onClose?: () => void;
}

export interface QueuedDialog extends DialogRequest {
  id: number;
}

export const alertStore = resettableProxy(() => ({
  /** The dialog on screen; others wait in `queue`. */
  newAlert: null as QueuedDialog | null,
  queue: [] as QueuedDialog[],
  /** A call is in flight (the `progress` api event). */
  showProgress: false,
  /** The bottom-navigation tab to highlight, when a page wants another than its own path. */
  bottomNavRoute: null as string | null,
  /** The browser is offline: the no-connection dialog shows. */
  offline: false,
  /** A call answered "geo location restricted": the geo dialog and the restricted page show. */
  geoRestricted: false,
  /** Session expired after 30 days without interaction: the session-expired dialog shows. */
  sessionExpired: false,
}));

let nextId = 1;

/** Queues a dialog; it shows when the ones before it are closed. Returns its id. */
export function showDialog(request: DialogRequest): number {
  const dialog = { ...request, id: nextId++ };
  if (alertStore.newAlert) alertStore.queue.push(dialog);
  else alertStore.newAlert = dialog;
  return dialog.id;
}

/** A plain message with one OK button. */
export function showAlert({
  title,
  message,
  ...rest
}: { title: DialogText; message?: DialogText } & Omit<DialogRequest, 'title' | 'text'>): number {
  return showDialog({ title, text: message, ...rest });
}

/** Closes the dialog on screen (or the one with `id`) and shows the next queued one. */
export function closeDialog(id?: number): void {
  const current = alertStore.newAlert;
  if (id !== undefined && current?.id !== id) {
    alertStore.queue = alertStore.queue.filter((d) => d.id !== id);
    return;
  }
  alertStore.newAlert = alertStore.queue.shift() ?? null;
}

/** Closes the dialog on screen and every queued one (the Android wrapper takes over). */
export function closeAllDialogs(): void {
  alertStore.queue = [];
  alertStore.newAlert = null;
}
