import { PATHS } from '../src/lib/navigation/routes';
import {
  expect,
  loginAs,
  LOTTERY_URL,
  PASSWORD,
  PLAYERS,
  setLanguage,
  test,
  text,
  tokenOf,
  VIEWPORTS,
  type JournalEntry,
} from './support';

/** Every promotion the fake sent to the player, by its journal (decision 0286). */
const promotionsTo = (entries: JournalEntry[], phone: string) =>
  entries.filter(
    (e) =>
      e.kind === 'message' &&
      e.player === phone &&
      (e.detail as { promotional?: boolean } | undefined)?.promotional === true,
  );
const INTL = `+964${PLAYERS.verified.slice(1)}`;

for (const [lang, viewport] of [
  ['ar', VIEWPORTS.mobile],
  ['en', VIEWPORTS.desktop],
] as const) {
  test(`${lang}: a player flagged at risk is told with the tools and receives no promotion`, async ({
    page,
    control,
    request,
  }) => {
    // The player asked for every draw's results: a promotion the flag must stop.
    const auth = { Authorization: `Bearer ${await tokenOf(request, PLAYERS.verified)}` };
    const drawResults = { drawResults: { sms: true, inApp: true } };
    const asked = await request.put(`${LOTTERY_URL}/users/alert-preferences`, {
      headers: auth,
      data: drawResults,
    });
    expect(asked.status()).toBe(200);
    await page.setViewportSize(viewport);
    await setLanguage(page, lang);
    await loginAs(page, PLAYERS.verified, PASSWORD);
    // Before the flag: the offers show, and the journal sees them as promotions.
    await page.goto(PATHS.myVouchers);
    await expect(page.getByTestId('voucher-offers')).toBeVisible();
    expect(promotionsTo(await control.journal(), INTL).length).toBeGreaterThan(0);

    expect(await control.setRisk(PLAYERS.verified, true)).toMatchObject({ atRisk: true });
    const since = Math.max(0, ...(await control.journal()).map((e) => e.seq));
    await page.goto(PATHS.myAccount);
    const message = page.getByTestId('care-message');
    await expect(
      message.getByRole('heading', { name: text(lang, 'responsible', 'care.title') }),
    ).toBeVisible();
    await expect(message).toContainText(text(lang, 'responsible', 'care.signals.OPERATOR'));
    await message.getByRole('link', { name: text(lang, 'responsible', 'care.timeOut') }).click();
    await expect(page).toHaveURL(/\/responsible_play#time-out$/);

    await page.goto(PATHS.myVouchers);
    await expect(
      page.getByRole('heading', { level: 1, name: text(lang, 'vouchers', 'title') }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: text(lang, 'vouchers', 'redeem.submit') }),
    ).toBeVisible();
    await expect(page.getByTestId('voucher-offers')).toHaveCount(0);
    // A draw's results go to everyone who asked, but not to a flagged player.
    await control.nextDraw();
    const after = (await control.journal()).filter((e) => e.seq > since);
    expect(promotionsTo(after, INTL)).toEqual([]);
    // The journal sees the player was asked for offers after the flag, and answered none.
    const offers = after.filter((e) => e.kind === 'http' && e.path === '/lottery/users/offers');
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((e) => JSON.stringify(e.responseBody) === '{"offers":[]}')).toBe(true);
  });
}
