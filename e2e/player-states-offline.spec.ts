import { PATHS } from '../src/lib/navigation/routes';
import {
  expect,
  LANGS,
  loginAs,
  PASSWORD,
  PLAYERS,
  setLanguage,
  test,
  text,
  VIEWPORTS,
  workerInControl,
} from './support';

test.use({ serviceWorkers: 'allow', viewport: VIEWPORTS.mobile });

for (const lang of LANGS) {
  test(`${lang}: offline after a visit, My Tickets is readable and the bottom navigation works`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await setLanguage(page, lang);
    await loginAs(page, PLAYERS.verified, PASSWORD);
    await page.goto(PATHS.more);
    await expect(page.locator('main#main')).toBeVisible();
    await page.goto(PATHS.upcomingTickets);
    const tickets = page.locator('main#main').getByRole('link', { name: /\d/ });
    await expect(tickets.first()).toBeVisible();
    const saved = await tickets.allTextContents();
    await workerInControl(page);

    await context.setOffline(true);
    await page.goto(PATHS.upcomingTickets);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(tickets).toHaveText(saved);
    // Nothing covers the saved page: no no-connection dialog.
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const nav = page.getByTestId('bottom-nav');
    await nav.getByRole('link', { name: text(lang, 'common', 'nav.more') }).click();
    await expect(page).toHaveURL(new RegExp(`${PATHS.more}$`));
    await expect(page.locator('main#main')).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await nav.getByRole('link', { name: text(lang, 'common', 'nav.myTickets') }).click();
    await expect(tickets).toHaveText(saved);
  });
}
