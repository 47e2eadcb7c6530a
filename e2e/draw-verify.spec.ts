import type { APIRequestContext, Page } from '@playwright/test';
import { buyCart } from './support/cart';
import {
  expect,
  FAKE_URL,
  loginAs,
  PASSWORD,
  PLAYERS,
  setLanguage,
  test,
  text,
  VIEWPORTS,
} from './support';
import type { Lang } from './support/language';
import methods from '../fixtures/cms/draw-certificate-methods.json' with { type: 'json' };

/** The CMS's words for how a draw was drawn, in the page's language (its locale). */
const method = (lang: 'ar' | 'en', kind: keyof typeof methods) =>
  methods[kind][lang === 'ar' ? 'ar-IQ' : 'en'];

const CHECKS = ['committedEarly', 'seedMatchesCommitment', 'numbersFromSeed'] as const;

/** The browser's clock at the fake's (a draw moves it ahead), so the draw is in the results. */
async function followFakeClock(page: Page, request: APIRequestContext) {
  const clock = (await (await request.get(`${FAKE_URL}/__control/clock`)).json()) as {
    nowMs: number;
  };
  await page.clock.install({ time: clock.nowMs + 1000 });
}

/** Opens the results, then "Verify this draw" under the latest draw's card. */
async function verifyLatest(page: Page, lang: Lang, drawId: number) {
  await page.goto('/more/results');
  const card = page.getByTestId('draw-result');
  await card
    .getByRole('link', { name: text(lang, 'draws', 'verifyLinkOf', { number: drawId }) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/more/results/verify\\?drawId=${drawId}$`));
  await expect(
    page.getByRole('heading', { name: text(lang, 'draws', 'verifyTitle'), level: 1 }),
  ).toBeVisible();
}

/** A quick-pick grid for the next draw, bought; the device then keeps that draw's commitment. */
async function buyBeforeTheDraw(page: Page, lang: Lang) {
  await loginAs(page, PLAYERS.verified, PASSWORD);
  await page.goto('/6of29');
  await page.getByRole('button', { name: text(lang, 'play', 'grid.quickSelect') }).click();
  await page.getByRole('button', { name: text(lang, 'play', 'actions.addToCart') }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await buyCart(page, lang);
  await expect(page).toHaveURL(/\/purchase_success$/);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('drawFactsSeen') ?? ''))
    .toMatch(/"commitment":"[0-9a-f]{64}".*"stopSellAt"|"stopSellAt".*"commitment":"[0-9a-f]{64}"/);
}

/** The proof answer rewritten as the attack did: a late commitment, stop-sell moved after it. */
async function moveStopSellInTheAnswer(page: Page) {
  await page.route('**/draw/verification?*', async (route) => {
    const answer = (await (await route.fetch()).json()) as { stopSellAt: string };
    const later = new Date(Date.parse(answer.stopSellAt) + 3_600_000).toISOString();
    await route.fulfill({ json: { ...answer, stopSellAt: later, committedAt: later } });
  });
}

for (const lang of ['ar', 'en'] as const) {
  test(`${lang}: a draw the player bought into passes every check, and an answer moving stop-sell fails`, async ({
    page,
    control,
    request,
  }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await setLanguage(page, lang);
    await buyBeforeTheDraw(page, lang);
    // The player leaves (the facts kept are public and stay): a random draw can then raise no
    // win notice, and the fake's clock jumping ahead no session-expired dialog.
    await page.evaluate(() => {
      localStorage.removeItem('securityToken');
      localStorage.removeItem('refreshToken');
    });
    const drawn = (await control.nextDraw()) as { drawId: number; winningNumbers: number[] };
    await followFakeClock(page, request);
    await verifyLatest(page, lang, drawn.drawId);
    await expect(page.getByTestId('verdict')).toHaveText(text(lang, 'draws', 'verdict.verified'));
    for (const id of CHECKS)
      await expect(page.getByTestId(`check-${id}`)).toContainText(
        text(lang, 'draws', `checks.${id}.passed`),
      );
    await expect(page.getByTestId('raw-numbers')).toHaveText(drawn.winningNumbers.join(','));
    await expect(page.getByTestId('raw-seed')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByTestId('python-check')).toContainText(`draw="${drawn.drawId}"`);
    // The certificate is this draw's: a seeded draw's method, agreeing with the proof (issue 38).
    const certificate = page.getByTestId('draw-certificate');
    await expect(certificate).toContainText(method(lang, 'rng'));
    await expect(page.getByTestId('draw-certificate-mismatch')).toHaveCount(0);

    await moveStopSellInTheAnswer(page);
    await page.reload();
    await expect(page.getByTestId('verdict')).toHaveText(text(lang, 'draws', 'verdict.failed'));
    await expect(page.getByTestId('check-committedEarly')).toContainText(
      text(lang, 'draws', 'checks.committedEarly.failed'),
    );
  });

  test(`${lang}: a visitor who saw nothing before the draw is not told the timing was checked`, async ({
    page,
    control,
    request,
  }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await setLanguage(page, lang);
    const drawn = (await control.nextDraw()) as { drawId: number };
    await followFakeClock(page, request);
    await verifyLatest(page, lang, drawn.drawId);
    await expect(page.getByTestId('verdict')).toHaveText(
      text(lang, 'draws', 'verdict.timingUnconfirmed'),
    );
    await expect(page.getByTestId('check-committedEarly')).toContainText(
      text(lang, 'draws', 'checks.committedEarly.unconfirmed'),
    );
    await expect(page.getByTestId('check-numbersFromSeed')).toContainText(
      text(lang, 'draws', 'checks.numbersFromSeed.passed'),
    );
  });

  test(`${lang}: a draw forced with chosen numbers shows as not verifiable`, async ({
    page,
    control,
    request,
  }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await setLanguage(page, lang);
    const drawn = (await control.nextDraw([3, 7, 12, 19, 23, 28])) as { drawId: number };
    await followFakeClock(page, request);
    await verifyLatest(page, lang, drawn.drawId);
    await expect(page.getByTestId('verdict')).toHaveText(
      text(lang, 'draws', 'verdict.notVerifiable'),
    );
    await expect(page.getByText(text(lang, 'draws', 'verdict.verified'))).toHaveCount(0);
    await expect(page.getByTestId('raw-seed')).toHaveCount(0);
    // A hand-set draw never shows a random-generator certificate (issue 38).
    const certificate = page.getByTestId('draw-certificate');
    await expect(certificate).toContainText(method(lang, 'machine'));
    await expect(certificate).not.toContainText(method(lang, 'rng'));
  });

  test(`${lang}: the odds page, from the play page's odds link`, async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await setLanguage(page, lang);
    await page.goto('/6of29');
    await page.getByRole('link', { name: text(lang, 'play', 'oddsLink') }).click();
    await expect(page).toHaveURL(/\/6of29_odds$/);
    await expect(
      page.getByRole('heading', { name: text(lang, 'odds', 'title'), level: 1 }),
    ).toBeVisible();
    await expect(page.getByTestId('odds-rank-1')).toContainText('475,020');
    await expect(page.getByTestId('any-prize')).toContainText('12.07');
    await expect(page.getByTestId('independent')).toHaveText(text(lang, 'odds', 'independent'));
  });
}
