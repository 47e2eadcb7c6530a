import { expect, loginAs, PASSWORD, PLAYERS, setLanguage, test, text, VIEWPORTS } from './support';

// Decision 0281: 1-6 is a popular line; QA's sales of it take it past the cap, any other line fits.
const AT_CAP = { capIqd: 1e12, soldLines: [{ numbers: [1, 2, 3, 4, 5, 6], lines: 100_000 }] };

for (const [lang, viewport, fix] of [
  ['ar', VIEWPORTS.mobile, 'quick pick'],
  ['en', VIEWPORTS.desktop, 'change a number'],
] as const) {
  test(`${lang}: a line at the liability cap is refused with what to do, and bought after a ${fix}`, async ({
    page,
    control,
  }) => {
    await control.setScenario({ liabilityCap: AT_CAP });
    await page.setViewportSize(viewport);
    await setLanguage(page, lang);
    await loginAs(page, PLAYERS.verified, PASSWORD);
    await page.goto('/6of29');
    const board = page.getByRole('group', {
      name: text(lang, 'play', 'board.label', { number: 1, total: 6 }),
    });
    for (const n of [1, 2, 3, 4, 5, 6])
      await board.getByRole('button', { name: String(n), exact: true }).click();
    await expect(page.getByRole('checkbox').first()).toBeChecked();
    const add = page.getByRole('button', { name: text(lang, 'play', 'actions.addToCart') });
    await add.click();
    const refused = text(lang, 'cart', 'liabilityCapPlay.message_one');
    await expect(page.getByRole('alert').filter({ hasText: refused })).toBeVisible();
    await expect(page).toHaveURL(/\/6of29$/);

    if (fix === 'quick pick') {
      await page
        .getByRole('button', { name: text(lang, 'cart', 'liabilityCapPlay.quickPick') })
        .click();
    } else {
      await page
        .getByRole('button', { name: text(lang, 'cart', 'liabilityCapPlay.changeNumber') })
        .click();
      await board.getByRole('button', { name: '6', exact: true }).click();
      await board.getByRole('button', { name: '7', exact: true }).click();
    }
    await expect(page.getByText(text(lang, 'cart', 'liabilityCapPlay.message_one'))).toHaveCount(0);
    await add.click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-total')).toBeVisible();
  });
}
