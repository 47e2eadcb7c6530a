import { expect, loginAs, PASSWORD, PLAYERS, setLanguage, test, text, VIEWPORTS } from './support';
import { buyNextDraw } from './support/player-api';

// Decision 0280: a voided order is never deleted; its tickets stay in the history as cancelled.
for (const [lang, viewport] of [
  ['ar', VIEWPORTS.mobile],
  ['en', VIEWPORTS.desktop],
] as const) {
  test(`${lang}: an order the operator voided stays in the history as cancelled, and the journal shows it`, async ({
    page,
    control,
    request,
  }) => {
    const bought = await buyNextDraw(request, PLAYERS.verified, [3, 7, 11, 19, 23, 27]);
    const voided = await control.voidOrder(bought.orderId, 'DRAW_CANCELLED');
    expect(voided.ticketIds).toEqual(bought.ticketIds);

    await page.setViewportSize(viewport);
    await setLanguage(page, lang);
    await loginAs(page, PLAYERS.verified, PASSWORD);
    await page.goto('/drawn_tickets');
    const drawn = page.getByRole('list', { name: text(lang, 'tickets', 'tabs.drawn') });
    // Its draw is still ahead, yet the ticket is history already, marked cancelled.
    const badge = drawn.locator('[data-state="CANCELLED"]');
    await expect(badge).toHaveCount(1);
    await expect(badge).toContainText(text(lang, 'tickets', 'status.CANCELLED'));
    await page.goto('/upcoming_tickets');
    await expect(page.getByText(text(lang, 'tickets', 'loading'))).toHaveCount(0);
    await expect(page.locator('[data-state="CANCELLED"]')).toHaveCount(0);

    const records = (await control.journal()).filter((e) => e.kind === 'order');
    expect(records).toContainEqual(
      expect.objectContaining({
        event: 'voided',
        detail: expect.objectContaining({ orderId: bought.orderId }),
      }),
    );
  });
}
