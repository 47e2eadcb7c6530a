import { PATHS } from '../src/lib/navigation/routes';
import { expect, loginAs, PASSWORD, PLAYERS, setLanguage, test, workerInControl } from './support';

test.use({ serviceWorkers: 'allow' });

/** The bottom navigation's and app bar's destinations, and the pages one tap further. */
const MAIN_ROUTES = [
  PATHS.home,
  PATHS.play6of29,
  PATHS.quickPlay,
  PATHS.results,
  PATHS.more,
  PATHS.mediaCenter,
  PATHS.news,
  PATHS.login,
  PATHS.register,
  PATHS.upcomingTickets,
  PATHS.terms,
];

test('after one visit every main route opens offline; results and jackpot come from the saved cache', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto(PATHS.results);
  await expect(page.getByTestId('draw-result')).toBeVisible();
  const drawTitle = await page.locator('#result-title').textContent();
  await page.goto(PATHS.home);
  await expect(page.getByTestId('jackpot')).toBeVisible();
  const jackpot = await page.getByTestId('jackpot').textContent();
  await workerInControl(page);

  await context.setOffline(true);
  for (const path of MAIN_ROUTES) {
    const response = await page.goto(path);
    // Served by the worker, not the browser's "no internet" page.
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('main#main'), path).toBeVisible();
    await expect(page.getByTestId('offline-banner'), path).toBeVisible();
  }

  await page.goto(PATHS.results);
  await expect(page.locator('#result-title')).toHaveText(drawTitle ?? '');
  // "Offline, as of HH:mm" beside the results and the jackpot.
  await expect(page.getByRole('status').filter({ hasText: /\d{2}:\d{2}/ })).toHaveCount(2);
  await page.goto(PATHS.home);
  await expect(page.getByTestId('jackpot')).toHaveText(jackpot ?? '');
});

test("after one online visit a player's My Tickets read offline from the saved cache", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await setLanguage(page, 'en');
  await loginAs(page, PLAYERS.verified, PASSWORD);
  await page.goto(PATHS.upcomingTickets);
  const list = page.getByRole('list', { name: 'Upcoming' });
  await expect(list.getByRole('link').first()).toBeVisible();
  const upcoming = await list.getByRole('link').allTextContents();
  await workerInControl(page);

  await context.setOffline(true);
  const response = await page.goto(PATHS.upcomingTickets);
  expect(response?.status()).toBe(200);
  // At once, not after the balance's retries (1, 2 and 4 s): the start spinner stood 7.6 s offline
  // (decision 0175).
  await expect(page.locator('main#main')).toBeVisible({ timeout: 4000 });
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(list.getByRole('link')).toHaveText(upcoming);
  // "Offline, as of HH:mm" beside the saved list; no failure card for the call that could not run.
  await expect(page.getByRole('status').filter({ hasText: /\d{2}:\d{2}/ })).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
