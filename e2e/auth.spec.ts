import type { Page } from '@playwright/test';
import {
  expect,
  PASSWORD,
  PLAYERS,
  setLanguage,
  test,
  VIEWPORTS,
  type Lang,
  text,
} from './support';

/** A new 07… number per run and test, never one of the seeded 0770123456x players. */
const uniquePhone = (salt: number): string =>
  `0779${String((Date.now() + salt * 7919) % 10_000_000).padStart(7, '0')}`;

async function fillRegistration(page: Page, lang: Lang, phone: string, password: string) {
  const t = (path: string) => text(lang, 'auth', path);
  const field = (path: string) => page.getByLabel(t(path), { exact: true });
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: t('register.title') })).toBeVisible();
  await field('fields.phone').fill(phone);
  await field('fields.password').fill(password);
  await field('fields.passwordConfirmation').fill(password);
  await field('fields.firstName').fill(lang === 'ar' ? 'سارة' : 'Sara');
  await field('fields.fatherName').fill(lang === 'ar' ? 'علي' : 'Ali');
  await page.getByRole('radio', { name: t('fields.female'), exact: true }).check();
  await field('fields.dateOfBirth').pressSequentially('15031995');
  await expect(field('fields.dateOfBirth')).toHaveValue('15/03/1995');
  await field('fields.city').selectOption('Erbil');
  await page.getByRole('button', { name: t('register.submit'), exact: true }).click();
}

async function register(page: Page, lang: Lang, phone: string, password: string) {
  await fillRegistration(page, lang, phone, password);
  await expect(page).toHaveURL(/\/verify_account$/);
}

async function verifyWithInboxCode(page: Page, lang: Lang, code: string) {
  const t = (path: string) => text(lang, 'auth', path);
  await expect(page.getByRole('heading', { level: 1, name: t('verify.title') })).toBeVisible();
  await page.getByLabel(t('fields.code'), { exact: true }).fill(code);
  await page.getByRole('button', { name: t('verify.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function login(page: Page, lang: Lang, phone: string, password: string) {
  const t = (path: string) => text(lang, 'auth', path);
  await page.goto('/login');
  await page.getByLabel(t('fields.phone'), { exact: true }).fill(phone);
  await page.getByLabel(t('fields.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
}

for (const lang of ['en', 'ar'] as const) {
  for (const viewport of ['mobile', 'desktop'] as const) {
    test(`${lang} ${viewport}: register, verify with the SMS code, log out and log in again`, async ({
      page,
      control,
    }, testInfo) => {
      await page.setViewportSize(VIEWPORTS[viewport]);
      await setLanguage(page, lang);
      const phone = uniquePhone(testInfo.workerIndex * 10 + testInfo.repeatEachIndex + lang.length);
      const password = 'Journey123!';

      await register(page, lang, phone, password);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'en' ? 'ltr' : 'rtl');
      const { messages } = await control.inbox({ phone });
      const code = messages.filter((m) => m.kind === 'sms-code').at(-1)?.code;
      expect(code, 'the fake sent an SMS code').toMatch(/^\d{6}$/);
      await verifyWithInboxCode(page, lang, code ?? '');

      const account = (path: string) => text(lang, 'account', path);
      await page.goto('/my_account');
      await expect(
        page.getByText(
          account('myAccount.greeting').replace(
            '{{name}}',
            lang === 'ar' ? 'سارة علي' : 'Sara Ali',
          ),
        ),
      ).toBeVisible();
      await page.getByRole('button', { name: account('myAccount.logout'), exact: true }).click();
      // The route guard may add ?redirect=/my_account when the session clears first.
      await expect(page).toHaveURL(/\/login(\?|$)/);

      await login(page, lang, phone, password);
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/my_account');
      await expect(
        page.getByRole('heading', { level: 1, name: account('myAccount.title') }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: account('myAccount.verifyNow') })).toHaveCount(0);
    });
  }

  test(`${lang}: a suspended player is told the account is suspended`, async ({ page }) => {
    await setLanguage(page, lang);
    await login(page, lang, PLAYERS.suspended, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(text(lang, 'errors', 'loginSuspended'));
    await expect(page).toHaveURL(/\/login$/);
  });

  test(`${lang}: a wrong password is refused and the number already registered is reported`, async ({
    page,
  }) => {
    await setLanguage(page, lang);
    await login(page, lang, PLAYERS.verified, 'Wrong123!');
    await expect(page.getByRole('alert')).toHaveText(text(lang, 'errors', 'loginFailed'));
    await fillRegistration(page, lang, PLAYERS.verified, 'Journey123!');
    await expect(page.getByRole('alert')).toContainText(text(lang, 'errors', 'numberExists'));
  });
}

test('an unverified player who logs in is sent to verify the account', async ({ page }) => {
  await setLanguage(page, 'en');
  await login(page, 'en', PLAYERS.unverified, PASSWORD);
  await expect(page).toHaveURL(/\/verify_account$/);
});

for (const lang of ['ar', 'en'] as const) {
  test(`${lang} at 390 px: the phone number on /verify_account stays on one line`, async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await setLanguage(page, lang);
    await login(page, lang, PLAYERS.unverified, PASSWORD);
    await expect(page).toHaveURL(/\/verify_account$/);
    const phone = page.locator('main bdi[dir="ltr"]').first();
    await expect(phone).toHaveText(/^\+964 770 123 4568$/);
    // One line box: the groups of digits never split over two lines (issue 38).
    expect(await phone.evaluate((el) => el.getClientRects().length)).toBe(1);
  });
}
