import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  FAKE_URL,
  LANGS,
  loginAs,
  PASSWORD,
  PLAYERS,
  setLanguage,
  test,
  text,
  type Lang,
} from './support';

const PHONE = PLAYERS.verified;
const HOUR = 3_600_000;
const rp = (lang: Lang, path: string, values: Record<string, string | number> = {}) =>
  text(lang, 'responsible', path, values);
const iqd = (n: number) => n.toLocaleString('en-US');
const two = (n: number) => String(n).padStart(2, '0');
/** The app's "dd/MM/yyyy at HH:mm" of a server instant, at +03:00. */
function dateTime(lang: Lang, iso: string): string {
  const wall = new Date(Date.parse(iso) + 3 * HOUR);
  const date = `${two(wall.getUTCDate())}/${two(wall.getUTCMonth() + 1)}/${wall.getUTCFullYear()}`;
  return rp(lang, 'dateTime', {
    date,
    time: `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`,
  });
}

interface PlayView {
  timeOutUntil: string | null;
  limits: { resetsAt: string; pending: { appliesAt: string } | null }[];
}
const playView = async (request: APIRequestContext) =>
  (await (
    await request.get(`${FAKE_URL}/__control/players/${PHONE}/responsible-play`)
  ).json()) as PlayView;

/** Reads a field of the player's view once the app's change has reached the fake (no race). */
async function viewOnce<T>(
  request: APIRequestContext,
  pick: (view: PlayView) => T | null | undefined,
): Promise<T> {
  let value: T | null | undefined;
  await expect.poll(async () => (value = pick(await playView(request))) ?? null).not.toBeNull();
  return value as T;
}

/**
 * Moves the fake's clock. Its access tokens then count as expired while the browser (on its own
 * clock) still trusts them, so the page's session is refreshed (same session: the reality check
 * keeps counting from the login) and reloaded.
 */
async function advanceFakeClock(page: Page, ms: number) {
  // Off the app meanwhile (a same-origin JSON document runs no script): the app refreshes a
  // session the server calls expired by itself, and two refreshes of one token would race.
  const back = page.url();
  await page.goto('/config.json');
  await page.request.post(`${FAKE_URL}/__control/clock`, { data: { advanceMs: ms } });
  const refreshToken = await page.evaluate(() => window.localStorage.getItem('refreshToken'));
  const answer = await page.request.post(`${FAKE_URL}/lottery/users/tokens/refresh`, {
    params: { refreshToken: refreshToken ?? '' },
  });
  expect(answer.ok()).toBe(true);
  const tokens = (await answer.json()) as { securityToken: string; refreshToken: string };
  await page.evaluate((t) => {
    window.localStorage.setItem('securityToken', t.securityToken);
    window.localStorage.setItem('refreshToken', t.refreshToken);
  }, tokens);
  await page.goto(back);
}

async function setDailyDepositLimit(page: Page, lang: Lang, amount: number) {
  await page.goto('/responsible_play');
  const label = rp(lang, 'limits.label', { period: rp(lang, 'periods.DAY') });
  const form = page.locator('#deposit-limits form').first();
  await form.getByLabel(label).fill(String(amount));
  await form.getByRole('button', { name: rp(lang, 'limits.save'), exact: true }).click();
  return form;
}

async function deposit(page: Page, lang: Lang, amount: number) {
  await page.goto('/my_funds');
  await page.getByLabel(text(lang, 'funds', 'deposit.amount')).fill(String(amount));
  await page
    .getByRole('button', { name: text(lang, 'funds', 'deposit.submit'), exact: true })
    .click();
}

for (const lang of LANGS) {
  test.describe(`${lang}: responsible play`, () => {
    test.beforeEach(async ({ page, control }) => {
      await control.setScenario({ depositOutcome: 'success' });
      await setLanguage(page, lang);
      await loginAs(page, PHONE, PASSWORD);
    });

    test('a daily deposit limit refuses what is over it; a raise waits 24 hours', async ({
      page,
    }) => {
      const form = await setDailyDepositLimit(page, lang, 5000);
      await expect(form.getByRole('status')).toHaveText(rp(lang, 'limits.saved'));
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'en' ? 'ltr' : 'rtl');

      await deposit(page, lang, 4000);
      await expect(
        page.getByText(text(lang, 'funds', 'deposit.success', { amount: iqd(4000) })),
      ).toBeVisible();

      await page.goto('/my_funds');
      const { limits } = await playView(page.request);
      const resets = dateTime(lang, limits[0]!.resetsAt);
      await expect(page.getByTestId('limit-left-deposit')).toHaveText(
        rp(lang, 'left.DEPOSIT', {
          amount: iqd(1000),
          resets,
          period: rp(lang, 'periods.DAY'),
        }),
      );
      await deposit(page, lang, 2000);
      await expect(page.getByRole('alert')).toHaveText(
        rp(lang, 'refusal.deposit', { amount: iqd(1000), resets }),
      );

      const raised = await setDailyDepositLimit(page, lang, 10_000);
      const pendingAt = await viewOnce(page.request, (v) => v.limits[0]?.pending?.appliesAt);
      await expect(
        raised.getByText(
          rp(lang, 'limits.pending', { amount: iqd(10_000), at: dateTime(lang, pendingAt) }),
        ),
      ).toBeVisible();

      await advanceFakeClock(page, 24 * HOUR);
      await deposit(page, lang, 2000);
      await expect(
        page.getByText(text(lang, 'funds', 'deposit.success', { amount: iqd(2000) })),
      ).toBeVisible();
    });

    test('a 24-hour break refuses a purchase with its end', async ({ page }) => {
      await page.goto('/responsible_play');
      await page.getByRole('radio', { name: rp(lang, 'timeOut.lengths.DAY') }).check();
      await page.getByRole('button', { name: rp(lang, 'timeOut.take'), exact: true }).click();
      await page.getByRole('button', { name: rp(lang, 'timeOut.confirmYes'), exact: true }).click();
      const until = await viewOnce(page.request, (v) => v.timeOutUntil);
      await expect(
        page.getByText(rp(lang, 'timeOut.active', { until: dateTime(lang, until) })),
      ).toBeVisible();

      await page.goto('/6of29_quickplay');
      await page
        .getByRole('button', { name: text(lang, 'play', 'quick.optionLabel', { count: 1 }) })
        .click();
      await page.getByRole('button', { name: text(lang, 'play', 'actions.addToCart') }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await page
        .getByRole('checkbox', { name: new RegExp(text(lang, 'cart', 'terms.link')) })
        .check();
      const buy = text(lang, 'cart', 'purchase.buy').split(' ·')[0]!;
      await page.getByRole('button', { name: new RegExp(buy) }).click();
      await expect(
        page.getByText(rp(lang, 'refusal.timeOut', { until: dateTime(lang, until) })),
      ).toBeVisible();
      await expect(page.getByText(text(lang, 'cart', 'refusal.kept'))).toBeVisible();
    });

    test('self-exclusion logs the player out and the next login is refused', async ({ page }) => {
      await page.goto('/responsible_play');
      const section = page.locator('#self-exclusion');
      await section.getByLabel(rp(lang, 'selfExclusion.password')).fill(PASSWORD);
      await section.getByRole('checkbox', { name: rp(lang, 'selfExclusion.understand') }).check();
      await section
        .getByRole('button', { name: rp(lang, 'selfExclusion.submit'), exact: true })
        .click();
      await expect(page).toHaveURL(/\/login(\?|$)/);

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
      const duration = rp(lang, 'realityCheck.duration', { hours: 0, minutes: 15 });
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
