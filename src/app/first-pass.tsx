import {
  IsRestoringProvider,
  QueryClientProvider,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { FirstPassContext } from '@/lib/first-pass';

export { useFirstPass } from '@/lib/first-pass';

/** A prerendered page's first pass: its query client (firstPassClient) and when it may end. */
export interface FirstPassOptions {
  client: QueryClient;
  /** When the start data is in. */
  until: Promise<unknown>;
  /** After the pass ended (the first pass's empty queries can go). */
  onEnd?: () => void;
}

/**
 * The first pass: the queries' hooks see no data and fetch nothing (IsRestoringProvider), as in
 * the build's render, so hydration matches the prerendered HTML. It ends once hydrated and the
 * start data is in: then the page renders with the data, in a transition. All of it is React
 * state, so a part React hydrates later (a Suspense boundary) still hydrates in the pass.
 */
export function FirstPass({ pass, children }: { pass?: FirstPassOptions; children: ReactNode }) {
  const real = useQueryClient();
  const [on, setOn] = useState(pass !== undefined);
  useEffect(() => {
    if (!pass) return;
    let live = true;
    // Failed start calls have raised their alerts: the page shows what it has.
    const end = () => live && startTransition(() => setOn(false));
    void pass.until.then(end, end);
    return () => {
      live = false;
    };
  }, [pass]);
  const onEnd = pass?.onEnd;
  useEffect(() => {
    if (!on) onEnd?.();
  }, [on, onEnd]);
  if (!pass) return children;
  return (
    <FirstPassContext.Provider value={on}>
      <IsRestoringProvider value={on}>
        <QueryClientProvider client={on ? pass.client : real}>{children}</QueryClientProvider>
      </IsRestoringProvider>
    </FirstPassContext.Provider>
  );
}
