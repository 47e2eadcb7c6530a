import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import type { Lang } from './language';
import { PATHS } from '../../src/lib/navigation/routes';
import { text } from './texts';

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The in-app alert's sentence (alerts:subscriptionAlert.<key>) with a draw number in it, on
 * /notifications, and its link to the subscription's renewals (issue 38).
 */
export async function expectSubscriptionAlert(
  page: Page,
  lang: Lang,
  key: string,
  values: Record<string, string>,
) {
  await page.goto(PATHS.notifications);
  const alerts = page.getByRole('region', { name: text(lang, 'alerts', 'list.title') });
  const sentence = text(lang, 'alerts', `subscriptionAlert.${key}`, values).replace(
    /<\/?draw>/g,
    '',
  );
  const [before = '', after = ''] = sentence.split('{{drawId}}');
  await expect(
    alerts.getByText(new RegExp(`^${escape(before)}\\d+${escape(after)}$`)).first(),
  ).toBeVisible();
  await alerts
    .getByRole('link', { name: text(lang, 'alerts', 'subscriptionAlert.seeRenewals') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/my_subscriptions\/renewals\?id=\d+$/);
}

/** Switches the subscription alerts on in the app (alerts are opt-in, decision 0227). */
export async function subscriptionAlertsInTheApp(page: Page, lang: Lang) {
  await page.goto(PATHS.settings);
  const section = page.getByRole('form', { name: text(lang, 'alerts', 'title') });
  const topic = section.getByRole('group', { name: text(lang, 'alerts', 'topics.subscriptions') });
  await topic.getByRole('checkbox', { name: text(lang, 'alerts', 'channels.inApp') }).check();
  await section.getByRole('button', { name: text(lang, 'alerts', 'save') }).click();
  await expect(section).toContainText(text(lang, 'alerts', 'saved'));
}
