import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/styles';
import { httpControlClient } from './control-client';
import { QA_PANEL_MARKER } from './marker';
import { QaPanel } from './qa-panel';

/**
 * Its own React root beside the app's, left to right and in English whatever the app's language:
 * the panel shares no state, router or translations with the app it tests.
 */
export function mountQaPanel(): void {
  if (document.getElementById(QA_PANEL_MARKER)) return;
  const host = document.createElement('div');
  host.id = QA_PANEL_MARKER;
  host.dir = 'ltr';
  host.lang = 'en';
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <QaPanel client={httpControlClient()} />
      </ThemeProvider>
    </StrictMode>,
  );
}
