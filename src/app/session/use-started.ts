import { startTransition, useEffect, useState } from 'react';
import { subscribe } from 'valtio';
import { sessionStore } from '@/lib/session';

/**
 * sessionStore.ready, followed in a transition. valtio's useSnapshot updates synchronously, so
 * the switch from the start spinner to the first page rendered the whole page in one blocking
 * task (the longest on a throttled phone, Lighthouse's blocking time); as a transition React
 * renders it in slices and keeps the spinner until the page is ready to commit.
 */
export function useStarted(): boolean {
  const [ready, setReady] = useState(() => sessionStore.ready);
  useEffect(() => {
    const follow = () => startTransition(() => setReady(sessionStore.ready));
    follow();
    return subscribe(sessionStore, follow);
  }, []);
  return ready;
}
