import { lazy } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { queryClient } from '@/lib/query';
import { sessionStore, useIsLoggedIn } from '@/entities/session';
import { AppRoutes } from './app-routes';
import { loadNamespaces } from '@/i18n';
import { DialogHost } from './dialogs/dialog-host';
import { ProgressIndicator } from './dialogs/progress-indicator';
import { SystemDialogs } from './dialogs/system-dialogs';
import { AppLayout } from './layout/app-layout';
import { PageFallback } from './pages/page-fallback';
import { UrlHandlers } from './routing/url-handlers';
import { OptionalSlot } from '@/components/ui/optional-slot';
import { FirstPass, useFirstPass, type FirstPassOptions } from './first-pass';
import { AppProviders } from './providers';
import { UpdatePrompt } from './pwa/update-prompt';
import { useSessionMonitor } from './session/use-session-monitor';

// Loaded only for a logged-in player, after the page: the start route does not carry it.
const WinNotice = lazy(() =>
  Promise.all([import('@/features/win-notice/win-notice'), loadNamespaces(['winnotice'])]).then(
    ([module]) => module,
  ),
);

/** The app inside its providers and router (the build's prerender gives it a static router). */
export function Shell() {
  // In the app the first render comes after the start (decision 0173): the spinner below is for
  // a shell rendered before it (tests).
  // A prerendered page hydrates before the start data is in (decision 0232): it shows meanwhile,
  // and what needs the start data waits for the first pass's end, as the build's render did.
  const firstPass = useFirstPass();
  const ready = useSnapshot(sessionStore).ready && !firstPass;
  const isLoggedIn = useIsLoggedIn();
  useSessionMonitor();
  return (
    <>
      {ready || firstPass ? (
        <AppRoutes />
      ) : (
        <AppLayout>
          <PageFallback />
        </AppLayout>
      )}
      {/* The card page's return (order_status/order_id) and the email link (?activationId=). */}
      {ready && <UrlHandlers />}
      <ProgressIndicator />
      <SystemDialogs />
      <DialogHost />
      {ready && isLoggedIn && (
        <OptionalSlot>
          <WinNotice />
        </OptionalSlot>
      )}
      <UpdatePrompt />
    </>
  );
}

/** The whole app: providers, router, start sequence, the shell's dialogs. */
export function App({ firstPass }: { firstPass?: FirstPassOptions }) {
  // API events and the start sequence are connected in src/app/start.ts, before the first render.
  return (
    <AppProviders client={queryClient}>
      <FirstPass pass={firstPass}>
        <BrowserRouter>
          <Shell />
        </BrowserRouter>
      </FirstPass>
    </AppProviders>
  );
}
