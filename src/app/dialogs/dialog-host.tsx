import { useSnapshot } from 'valtio';
import { Dialog } from '@/components/ui/dialog';
import { alertStore, closeDialog } from '@/lib/alerts';
import { useDialogText } from './use-dialog-text';

/** Shows the alert store's dialogs one at a time (showAlert / showDialog from anywhere). */
export function DialogHost() {
  const { newAlert } = useSnapshot(alertStore);
  const text = useDialogText();
  if (!newAlert) return null;
  // The live object (not the snapshot) holds the callbacks.
  const live = alertStore.newAlert;
  const [first, second] = newAlert.buttons ?? [];
  const close = () => {
    live?.onClose?.();
    closeDialog(newAlert.id);
  };
  return (
    <Dialog
      key={newAlert.id}
      title={text(newAlert.title) ?? ''}
      text={text(newAlert.text)}
      text2={text(newAlert.text2)}
      image={newAlert.image}
      primaryLabel={text(first?.label)}
      secondaryLabel={text(second?.label)}
      showCloseIcon={newAlert.showCloseIcon}
      redirect={newAlert.redirect || first?.action === 'login'}
      onClose={close}
      onSecondary={() => {
        live?.onSecondary?.();
        closeDialog(newAlert.id);
      }}
    />
  );
}
