import { STORAGE_KEYS } from '../src/lib/storage/storage';
import {
  expect,
  FAKE_URL,
  loginAs,
  PASSWORD,
  PLAYERS,
  setLanguage,
  test,
  trackRequests,
} from './support';

/** Each start fact has one home (the query cache): the start route asks for each once. */
const ONCE = {
  'game info': '/lottery/sales/game-infos',
  cart: '/lottery/orders/cart',
  'cart vouchers': '/lottery/orders/cart/voucher',
  'ticket types': '/lottery/games/tickets',
  offer: '/lottery/sales/offer-info',
  navigation: '/cms/api/navigation-links',
};

test('a logged-in player reloading / asks for game info, the cart and its vouchers once each', async ({
  page,
}) => {
  await setLanguage(page, 'en');
  await loginAs(page, PLAYERS.verified, PASSWORD);
  const firstVisit = trackRequests(page);
  await page.goto('/');
  await expect(page.getByTestId('jackpot')).toBeVisible();
  await firstVisit.settled();

  // The saved offline copy of game info is fresh for a minute and would rightly spare the call:
  // drop it, as on a later visit, so the start route has to ask.
  await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEYS.offlineQueries);
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === new URL(FAKE_URL).origin && request.method() !== 'OPTIONS')
      paths.push(url.pathname.replace(/^\/w\/[^/]+/, ''));
  });
  const reload = trackRequests(page);
  await page.reload();
  await expect(page.getByTestId('jackpot')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Balance / }).first()).toBeVisible();
  await reload.settled();

  const counts = Object.fromEntries(
    Object.entries(ONCE).map(([name, path]) => [name, paths.filter((p) => p === path).length]),
  );
  expect(counts, paths.join('\n')).toEqual(
    Object.fromEntries(Object.keys(ONCE).map((name) => [name, 1])),
  );
});
