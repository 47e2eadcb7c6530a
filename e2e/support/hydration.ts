import type { Page } from '@playwright/test';

/** The browser's and Playwright's own notes, not the page's (see watchConsole). */
const NOT_THE_PAGE =
  /^(Error with Permissions-Policy header|Failed to load resource|Service Worker registration blocked)/;

/**
 * Console errors and warnings of a page (React reports a hydration mismatch so, through
 * onRecoverableError), and it marks the `<main>` the server sent, taken before any script of
 * the page runs, for `keptSentMain`. The Permissions-Policy header, a 404 of a feature-detected
 * extension call and the blocked service worker are the browser's notes, left out.
 */
export function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (NOT_THE_PAGE.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  void page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      const w = window as unknown as { sentMain?: Element | null };
      w.sentMain ??= document.querySelector('#root main');
    });
  });
  return messages;
}

/** React hydrated the page: the `<main>` in the DOM is the one the document came with. */
export const keptSentMain = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const sent = (window as unknown as { sentMain?: Element | null }).sentMain;
    return sent !== null && sent !== undefined && sent === document.querySelector('#root main');
  });
