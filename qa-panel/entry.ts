import { readRuntimeConfig } from '@/lib/config';

/**
 * The QA panel's own entry (decision 0266): the dev server and the demo build add it to index.html
 * (scripts/serving/qa-panel-entry.ts); the product's code never imports the panel. It mounts once
 * the page has loaded, off the app's start, and reads config.json itself rather than the app's
 * copy, which it cannot know to be loaded yet.
 */
async function start() {
  const [config, panel] = await Promise.all([readRuntimeConfig(), import('./mount')]);
  panel.mountQaPanel(config.lotteryApiBaseUrl);
}

if (document.readyState === 'complete') void start();
else window.addEventListener('load', () => void start(), { once: true });
