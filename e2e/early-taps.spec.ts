import type { Locator, Page } from '@playwright/test';
import { PATHS } from '../src/lib/navigation/routes';
import { expect, setLanguage, test, text, type Lang } from './support';
import { slowPhone, whenPainted } from './support/cheap-phone';

/**
 * A player on a cheap phone touches the first screen the moment it shows, long before the app
 * runs: the tap is kept and takes effect once the app does (decision 0260). Chromium at 4x CPU
 * and slow 4G (150 ms, 1.6 Mbit/s), a touch screen at 390 × 844, a first visit.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/**
 * When the first touch reached the page and when #root became live and mounted, on the page's
 * own clock (an event's timeStamp is when the input happened, not when the busy page got to it).
 */
const WATCH = `(() => {
  const marks = {};
  window.__earlyTapMarks = marks;
  addEventListener('touchstart', (event) => { marks.touch ??= event.timeStamp; }, true);
  new MutationObserver(() => {
    const root = document.getElementById('root');
    for (const name of ['live', 'mounted'])
      if (root?.hasAttribute('data-' + name)) marks[name] ??= performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-live', 'data-mounted'] });
})();`;

/** Touches the middle of a control the moment it is painted, as a finger does. */
async function touchWhenShown(page: Page, selector: string, name: string) {
  const { x, y } = await whenPainted(page, selector, name);
  await page.touchscreen.tap(x, y);
}

/**
 * The first touch came before React was mounted: the test is about an early tap. (A button
 * touched after hydrateRoot was called and before the commit is React's own replay.)
 */
async function expectEarly(page: Page, before: 'mounted') {
  await expect(page.locator(`#root[data-${before}]`)).toHaveCount(1, { timeout: 60_000 });
  const marks = await page.evaluate(
    () => (window as unknown as { __earlyTapMarks: Record<string, number> }).__earlyTapMarks,
  );
  expect(marks.touch, `touched before the app was ${before}`).toBeLessThan(marks[before]!);
}

/** What a finger meets at a control's middle: the control itself, nothing laid over it. */
const onTop = (control: Locator) =>
  control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });

for (const lang of ['ar', 'en', 'ku'] as const satisfies readonly Lang[]) {
  test(`${lang}: a board number touched the moment it shows is picked, and 29 is above the bottom bar`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await setLanguage(page, lang);
    await slowPhone(page);
    await page.addInitScript({ content: WATCH });
    await page.goto(PATHS.home, { waitUntil: 'commit' });
    await touchWhenShown(page, 'main button', '7');
    const board = page.getByRole('group', {
      name: text(lang, 'play', 'board.label', { number: 1, total: 6 }),
    });
    const seven = board.getByRole('button', { name: '7', exact: true });
    // The whole board is on the first view: the last number is not under the fixed bottom bar.
    const lastOnTop = await onTop(board.getByRole('button', { name: '29', exact: true }));
    await expect(seven).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
    await expectEarly(page, 'mounted');
    expect(lastOnTop, '29 is above the bottom bar').toBe(true);
    // And it stays picked once the start data is in and the page renders with it.
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await expect(seven).toHaveAttribute('aria-pressed', 'true');
  });

  test(`${lang}: a link touched the moment it shows opens its page`, async ({ page }) => {
    test.setTimeout(90_000);
    await setLanguage(page, lang);
    await slowPhone(page);
    await page.addInitScript({ content: WATCH });
    await page.goto(PATHS.mediaCenter, { waitUntil: 'commit' });
    await touchWhenShown(page, 'main a', text(lang, 'content', 'news.viewAll'));
    await expect(page).toHaveURL(/\/news$/, { timeout: 30_000 });
    await expectEarly(page, 'mounted');
    await expect(
      page.getByRole('heading', { level: 1, name: text(lang, 'content', 'news.all') }),
    ).toBeVisible({ timeout: 30_000 });
    // Still there once everything has loaded: nothing sent the player back.
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await expect(page).toHaveURL(/\/news$/);
  });
}
