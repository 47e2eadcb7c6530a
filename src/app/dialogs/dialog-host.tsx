import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { alertStore } from '@/lib/alerts';

// Loaded when the first dialog opens: nothing of it is needed before.
const AlertDialog = lazy(() => import('./alert-dialog'));

/** Shows the alert store's dialogs one at a time (showAlert / showDialog from anywhere). */
export function DialogHost() {
  const { newAlert } = useSnapshot(alertStore);
  if (!newAlert) return null;
  return (
    <Suspense fallback={null}>
      <AlertDialog key={newAlert.id} alert={newAlert} />
    </Suspense>
  );
}
