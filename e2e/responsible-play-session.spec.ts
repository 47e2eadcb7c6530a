import type { APIRequestContext } from '@playwright/test';
import { expect, FAKE_URL, LANGS, PASSWORD, test, text } from './support';
import { advanceFakeClock, iqd, PHONE, rp, startLoggedIn } from './support/responsible-play';

for (const lang of LANGS) {
  test.describe(`${lang}: responsible play`, () => {
    startLoggedIn(lang);

    test('self-exclusion logs the player out and the next login is refused', async ({ page }) => {
      await page.goto('/responsible_play');
      const section = page.locator('#self-exclusion');
      await section.getByLabel(rp(lang, 'selfExclusion.password')).fill(PASSWORD);
      await section.getByRole('checkbox', { name: rp(lang, 'selfExclusion.understand') }).check();
      await section
        .getByRole('button', { name: rp(lang, 'selfExclusion.submit'), exact: true })
        .click();
      // It ends logged out at once with a confirmation of what happened (decisions 0207, 0255).
      const done = page.getByRole('dialog', { name: rp(lang, 'selfExclusion.done.title') });
      await expect(done).toBeVisible();
      await done.getByRole('button').first().click();
      await page.goto('/login');

      const auth = (path: string) => text(lang, 'auth', path);
      await page.getByLabel(auth('fields.phone'), { exact: true }).fill(PHONE);
      await page.getByLabel(auth('fields.password'), { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: auth('login.submit'), exact: true }).click();
      await expect(page.getByText(text(lang, 'errors', 'loginSelfExcluded'))).toBeVisible();
    });

    test('a 15-minute reality check shows the session time and spend by the fake clock', async ({
      page,
    }) => {
      await page.goto('/responsible_play');
      await page
        .getByRole('radio', { name: rp(lang, 'realityCheck.minutes', { count: 15 }) })
        .check();
      await expect(page.locator('#reality-check').getByRole('status')).toHaveText(
        rp(lang, 'realityCheck.saved'),
      );
      // Spend in this session: one 1000 IQD ticket bought with the page's own token.
      const token = await page.evaluate(() => window.localStorage.getItem('securityToken'));
      const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
      const bought = await buyOneTicket(page.request, headers);
      expect(bought).toBe(200);
      await expect(page.getByRole('dialog')).toBeHidden();

      await advanceFakeClock(page, 15 * 60_000);
      await page.reload();
      const dialog = page.getByRole('dialog', { name: rp(lang, 'realityCheck.dialogTitle') });
      await expect(dialog).toBeVisible();
      // Under an hour the duration is the minutes alone, in the language's plural form.
      const duration = rp(lang, 'realityCheck.minutes', { count: 15 });
      await expect(dialog).toContainText(rp(lang, 'realityCheck.loggedIn', { duration }));
      await expect(dialog).toContainText(rp(lang, 'realityCheck.spent', { amount: iqd(1000) }));
      await dialog
        .getByRole('button', { name: rp(lang, 'realityCheck.continue'), exact: true })
        .click();
      await expect(dialog).toBeHidden();
    });
  });
}

/** One grid for the next open draw, bought through the API. */
async function buyOneTicket(request: APIRequestContext, headers: Record<string, string>) {
  const info = (await (
    await request.get(`${FAKE_URL}/lottery/draw/draw-information`, {
      params: { gameTypeNames: '6of29', nextAmount: 1 },
    })
  ).json()) as { nextDraws: { drawId: number }[] }[];
  const drawId = info[0]?.nextDraws[0]?.drawId;
  await request.post(`${FAKE_URL}/lottery/orders/cart/tickets`, {
    headers,
    data: [{ ticketTypeName: '6of29', drawIds: [drawId], tips: [[3, 7, 12, 19, 23, 28]] }],
  });
  const purchase = await request.post(`${FAKE_URL}/lottery/orders/cart/purchase`, {
    headers,
    params: { paymentMethod: 'NONE' },
  });
  return purchase.status();
}
