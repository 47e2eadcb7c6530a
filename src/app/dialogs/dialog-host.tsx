import { Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { alertStore } from '@/lib/alerts';
// Not lazy: an alert often reports a network failure, when a chunk could not load either.
import AlertDialog from './alert-dialog';

/** Shows the alert store's dialogs one at a time (showAlert / showDialog from anywhere). */
export function DialogHost() {
  const { newAlert } = useSnapshot(alertStore);
  if (!newAlert) return null;
  return (
    // The dialog waits for the namespaces of its texts (useDialogText suspends until loaded).
    <Suspense fallback={null}>
      <AlertDialog key={newAlert.id} alert={newAlert} />
    </Suspense>
  );
}
