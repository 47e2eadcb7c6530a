import { StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/styles';
import { controlBaseUrl, httpControlClient, worldControlBase, worldOf } from './control-client';
import { QA_PANEL_MARKER } from './marker';
import { QaPanel } from './qa-panel';

/** The world the panel drives, kept for the tab's life so a reload keeps driving it. */
const WORLD_KEY = 'lottery-qa-panel-world';

function QaRoot({ home }: { home: string }) {
  const [base, setBase] = useState(() => {
    const chosen = sessionStorage.getItem(WORLD_KEY);
    return chosen ? worldControlBase(home, chosen) : home;
  });
  const client = useMemo(() => httpControlClient(base), [base]);
  const switchWorld = (id: string) => {
    sessionStorage.setItem(WORLD_KEY, id);
    setBase(worldControlBase(base, id));
  };
  return <QaPanel client={client} world={worldOf(base)} onSwitchWorld={switchWorld} />;
}

/**
 * Its own React root beside the app's, left to right and in English whatever the app's language:
 * the panel shares no state, router or translations with the app it tests. It drives the control
 * API beside `lotteryApiBaseUrl` (config.json's), so it follows a world prefix there.
 */
export function mountQaPanel(lotteryApiBaseUrl: string): void {
  if (document.getElementById(QA_PANEL_MARKER)) return;
  const host = document.createElement('div');
  host.id = QA_PANEL_MARKER;
  host.dir = 'ltr';
  host.lang = 'en';
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <QaRoot home={controlBaseUrl(lotteryApiBaseUrl)} />
      </ThemeProvider>
    </StrictMode>,
  );
}
