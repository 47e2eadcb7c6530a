import type { Page } from '@playwright/test';
import { PATHS, PRERENDERED_PATHS } from '../src/lib/navigation/routes';
import {
  expect,
  keptSentMain,
  loginAs,
  PASSWORD,
  PLAYERS,
  test,
  text,
  watchConsole,
  type Lang,
} from './support';

/**
 * The client hydrates the page prerendered at build time (decision 0232): React adopts the HTML
 * it was sent, with no mismatch, rather than painting the page again over it.
 */
const ROUTES = PRERENDERED_PATHS;

/** The player's stored language and its cookie, as a returning player has them. */
async function openIn(page: Page, lang: Lang) {
  await page.addInitScript((value) => localStorage.setItem('language', value), lang);
  const url = test.info().project.use.baseURL ?? '';
  await page.context().addCookies([{ name: 'lang', value: lang, url }]);
}

/** Opens a prerendered route and holds that React hydrated it: no error, the same <main>. */
async function expectHydrated(page: Page, path: string, messages: string[]) {
  messages.length = 0;
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.locator('#root')).toHaveAttribute('data-route', path);
  await expect(page.locator('#root')).toHaveAttribute('data-live', '');
  await page.waitForLoadState('networkidle');
  const kept = await keptSentMain(page);
  // React's own words for a mismatch, and any other error of the page (none is expected).
  expect(messages, path).toEqual([]);
  expect(kept, `${path}: React kept the prerendered <main>`).toBe(true);
}

for (const lang of ['ar', 'en'] as const)
  test(`${lang}: every prerendered route hydrates without a mismatch and keeps its HTML`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openIn(page, lang);
    const messages = watchConsole(page);
    // Visited in turn, so each after the first opens with saved answers (jackpot, results).
    for (const path of ROUTES) await expectHydrated(page, path, messages);
  });

test('en: a logged-in player’s start page hydrates as the visitor it was built for', async ({
  page,
}) => {
  await openIn(page, 'en');
  await loginAs(page, PLAYERS.verified, PASSWORD);
  const messages = watchConsole(page);
  await expectHydrated(page, PATHS.home, messages);
  // Then the player's own bar, from the start data.
  await expect(page.getByRole('link', { name: /^Balance / }).first()).toBeVisible();
  await expectHydrated(page, PATHS.results, messages);
});

test('ar: a number tapped as soon as the board shows after a cold load is picked', async ({
  page,
}) => {
  await page.goto(PATHS.home, { waitUntil: 'commit' });
  const board = page.getByRole('group', {
    name: text('ar', 'play', 'board.label', { number: 1, total: 6 }),
  });
  const seven = board.getByRole('button', { name: '7', exact: true });
  await seven.click();
  await expect(seven).toHaveAttribute('aria-pressed', 'true');
  // The pick holds once the start data is in and the page renders with it.
  await page.waitForLoadState('networkidle');
  await expect(seven).toHaveAttribute('aria-pressed', 'true');
});

test('ar: a link tapped as soon as the prerendered page shows is followed', async ({ page }) => {
  await page.goto(PATHS.mediaCenter, { waitUntil: 'commit' });
  // Before the app runs, a link the browser follows is cancelled by the router's first
  // replaceState: the tap waits for the live page instead.
  await page.getByRole('link', { name: text('ar', 'content', 'news.viewAll') }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(
    page.getByRole('heading', { level: 1, name: text('ar', 'content', 'news.all') }),
  ).toBeVisible();
});
