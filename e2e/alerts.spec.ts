import type { APIRequestContext, Page } from '@playwright/test';
import {
  type ControlClient,
  expect,
  FAKE_URL,
  type Lang,
  loginAs,
  LOTTERY_URL,
  PASSWORD,
  setLanguage,
  test,
  text,
  tokenOf,
  VIEWPORTS,
} from './support';

const PHONE = '07705554646';
const GRID = [3, 8, 12, 17, 21, 29];
/** The sentence every alert ends with, as the fake writes it in the player's language. */
const ANTI_FRAUD: Record<Lang, string> = {
  en: 'We never ask for your card PIN or a code by phone or SMS. Open the app to see your results.',
  ar: 'لا نطلب أبداً الرقم السري لبطاقتك أو أي رمز عبر الهاتف أو الرسائل القصيرة. افتح التطبيق لترى نتائجك.',
  ku: 'هەرگیز لە ڕێگەی تەلەفۆن یان نامەوە داوای ژمارەی نهێنی کارتەکەت یان هیچ کۆدێک ناکەین. ئەپەکە بکەرەوە بۆ بینینی ئەنجامەکانت.',
};
const SHOTS = process.env.ALERT_SHOTS_DIR;

/**
 * A new player (in `lang`) with one ticket of GRID for the next draw; the fake's clock then stands a
 * minute before that draw, so forcing it moves the clock a minute and the session stays valid.
 */
async function playerBeforeTheDraw(request: APIRequestContext, control: ControlClient, lang: Lang) {
  await control.createPlayer({
    phone: PHONE,
    password: PASSWORD,
    state: 'verified',
    balance: 20_000,
    withdrawable: 20_000,
    termsAccepted: true,
    preferredLanguage: lang,
  });
  const securityToken = await tokenOf(request, PHONE);
  const headers = { Authorization: `Bearer ${securityToken}` };
  const info = await request.get(`${LOTTERY_URL}/draw/draw-information`, {
    params: { gameTypeNames: '6of29', nextAmount: 1 },
  });
  const [game] = (await info.json()) as { nextDraws: { drawId: number; drawDate: string }[] }[];
  const draw = game!.nextDraws[0]!;
  await request.post(`${LOTTERY_URL}/orders/cart/ticket`, {
    headers,
    data: { ticketTypeName: '6of29', drawIds: [draw.drawId], tips: [GRID] },
  });
  const bought = await request.post(`${LOTTERY_URL}/orders/cart/purchase`, {
    headers,
    params: { paymentMethod: 'NONE' },
  });
  expect(bought.ok()).toBe(true);
  const clock = (await (await request.get(`${FAKE_URL}/__control/clock`)).json()) as {
    nowMs: number;
  };
  const advanceMs = Date.parse(draw.drawDate) - 60_000 - clock.nowMs;
  const moved = (await control.advanceClock(advanceMs)) as { nowMs: number };
  return { drawId: draw.drawId, nowMs: moved.nowMs };
}

async function shoot(page: Page, lang: Lang, what: string) {
  if (!SHOTS) return;
  for (const [name, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.screenshot({
      path: `${SHOTS}/${what}-${lang}-${size.width}.png`,
      fullPage: name === 'mobile',
    });
  }
  await page.setViewportSize(VIEWPORTS.mobile);
}

test.describe('result and win alerts', () => {
  for (const lang of ['ar', 'en', ...(SHOTS ? (['ku'] as const) : [])] as const) {
    test(`${lang}: win alerts by SMS and in the app; a forced winning draw texts the win with the anti-fraud sentence and the badge moves without a reload`, async ({
      page,
      request,
      control,
    }) => {
      const { drawId, nowMs } = await playerBeforeTheDraw(request, control, lang);
      await page.clock.install({ time: nowMs });
      await page.setViewportSize(VIEWPORTS.mobile);
      await setLanguage(page, lang);
      await loginAs(page, PHONE, PASSWORD);
      await page.goto('/settings');

      const section = page.getByRole('form', { name: text(lang, 'alerts', 'title') });
      const wins = section.getByRole('group', { name: text(lang, 'alerts', 'topics.wins') });
      await wins.getByRole('checkbox', { name: text(lang, 'alerts', 'channels.sms') }).check();
      await wins.getByRole('checkbox', { name: text(lang, 'alerts', 'channels.inApp') }).check();
      await section.getByRole('button', { name: text(lang, 'alerts', 'save') }).click();
      await expect(section).toContainText(text(lang, 'alerts', 'saved'));
      const bell = page.getByRole('link', { name: text(lang, 'common', 'appBar.alerts') });
      await expect(bell).toBeVisible();
      await section.scrollIntoViewIfNeeded();
      await shoot(page, lang, 'settings-alerts');

      await control.nextDraw([3, 8, 12, 17, 1, 2]);
      const inbox = await control.inbox({ phone: PHONE });
      const alerts = inbox.messages.filter((m) => m.kind === 'alert');
      expect(alerts).toHaveLength(1);
      const sms = alerts[0]?.text ?? '';
      expect(sms).toContain(ANTI_FRAUD[lang]);
      expect(sms).toContain(String(drawId));
      expect(sms).toContain('50,000');
      expect(sms).not.toMatch(/https?:|www\.|\/\//);

      // No reload: the badge's next poll (30 s) brings the unread win alert.
      await page.clock.fastForward(31_000);
      const unread = page.getByRole('link', {
        name: text(lang, 'common', 'appBar.alertsUnread', { count: 1 }),
      });
      await expect(unread).toBeVisible();
      await expect(unread.getByTestId('alerts-badge')).toHaveText('1');
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, lang, 'badge');

      await unread.click();
      const list = page.getByRole('region', { name: text(lang, 'alerts', 'list.title') });
      await expect(list).toContainText(String(drawId));
      await expect(page.getByTestId('alerts-badge')).toHaveCount(0);
      await shoot(page, lang, 'notifications');

      // The win notice the app already had says the same win when the player comes back.
      await page.goto('/');
      await expect(
        page.getByRole('dialog', { name: text(lang, 'winnotice', 'title') }),
      ).toBeVisible();
    });
  }
});
