import type { APIRequestContext, Page } from '@playwright/test';
import { expect, FAKE_URL, LANGS, test, text, type Lang } from './support';
import { advanceFakeClock, HOUR, iqd, PHONE, rp, startLoggedIn } from './support/responsible-play';

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
    startLoggedIn(lang);

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

    test('a 24-hour break pauses buying, said with its end before Buy is pressed', async ({
      page,
    }) => {
      await page.goto('/responsible_play');
      await page.getByRole('radio', { name: rp(lang, 'timeOut.lengths.DAY') }).check();
      await page.getByRole('button', { name: rp(lang, 'timeOut.take'), exact: true }).click();
      await page.getByRole('button', { name: rp(lang, 'timeOut.confirmYes'), exact: true }).click();
      const until = await viewOnce(page.request, (v) => v.timeOutUntil);
      await expect(
        page.getByText(rp(lang, 'timeOut.active', { until: dateTime(lang, until) }), {
          exact: true,
        }),
      ).toBeVisible();

      await page.goto('/6of29_quickplay');
      await page
        .getByRole('button', { name: text(lang, 'play', 'quick.optionLabel', { count: 1 }) })
        .click();
      await page.getByRole('button', { name: text(lang, 'play', 'actions.addToCart') }).click();
      await expect(page).toHaveURL(/\/cart$/);
      // The backend's refusal is never reached: Buy is off, and the break says until when.
      const buy = text(lang, 'cart', 'purchase.buy').split(' ·')[0]!;
      await expect(page.getByRole('button', { name: new RegExp(buy) })).toBeDisabled();
      await expect(page.getByTestId('break-buy')).toHaveText(
        rp(lang, 'break.buy', { until: dateTime(lang, until) }),
      );
    });
  });
}
