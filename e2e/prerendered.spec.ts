import { expect, test } from './support';

/**
 * The first screen comes with the HTML in the player's language (decision 0232): the app mirrors
 * its language into the `lang` cookie and the server answers the next load with that language's
 * prerendered page, so it never opens in Arabic and turns English.
 */
test('the document of / opens in the language the player chose, before any script ran', async ({
  page,
}) => {
  const first = await (await page.request.get('/')).text();
  expect(first).toMatch(/<html lang="ar" dir="rtl">/);
  expect(first).toContain('data-testid="bottom-nav"');

  // The player chose English on an earlier visit (before the cookie existed): the app mirrors it.
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('en');

  // What the server sends for the next load, before the app's scripts run.
  const next = await (await page.request.get('/more/results')).text();
  expect(next).toMatch(/<html lang="en" dir="ltr">/);
  expect(next).toContain('>Results</h1>');
});
