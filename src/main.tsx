import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { initI18n } from '@/i18n';
import { loadRuntimeConfig } from '@/lib/config';

// Base addresses first (config.json), then the start route's translations, then the app.
await Promise.all([loadRuntimeConfig(), initI18n()]);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
