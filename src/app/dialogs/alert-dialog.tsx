import type { Snapshot } from 'valtio';
import { Dialog } from '@/components/ui/dialog';
import { alertStore, closeDialog, type QueuedDialog } from '@/lib/alerts';
import { useDialogText } from './use-dialog-text';

/** One alert-store dialog; suspends until the namespaces of its texts are loaded. */
export default function AlertDialog({ alert }: { alert: Snapshot<QueuedDialog> }) {
  const [first, second] = alert.buttons ?? [];
  const text = useDialogText([alert.title, alert.text, alert.text2, first?.label, second?.label]);
  // The live object (not the snapshot) holds the callbacks.
  const live = alertStore.newAlert;
  const close = () => {
    live?.onClose?.();
    closeDialog(alert.id);
  };
  return (
    <Dialog
      kind={alert.kind}
      title={text(alert.title) ?? ''}
      text={text(alert.text)}
      text2={text(alert.text2)}
      image={alert.image}
      primaryLabel={text(first?.label)}
      secondaryLabel={text(second?.label)}
      showCloseIcon={alert.showCloseIcon}
      redirect={alert.redirect || first?.action === 'login'}
      onClose={close}
      onSecondary={() => {
        live?.onSecondary?.();
        closeDialog(alert.id);
      }}
    />
  );
}
