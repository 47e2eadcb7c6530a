import {
  expect,
  FAKE_URL,
  loginAs,
  PASSWORD,
  PLAYERS,
  setLanguage,
  test,
  VIEWPORTS,
  text,
  trackRequests,
} from './support';

test('ar: results show a drawn date with its winning numbers, the jackpot and a ticking countdown', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await setLanguage(page, 'ar');
  await page.goto('/more/results');
  await expect(
    page.getByRole('heading', { name: text('ar', 'results', 'title'), level: 1 }),
  ).toBeVisible();
  const select = page.getByLabel(text('ar', 'results', 'pickDate'));
  await expect(select).toBeVisible();
  const options = select.locator('option');
  expect(await options.count()).toBeGreaterThan(1);
  const card = page.getByTestId('draw-result');
  const firstNumber = await card.innerText();
  await select.selectOption({ index: 1 });
  await expect(card).not.toHaveText(firstNumber);
  await expect(
    card.getByRole('list', { name: text('ar', 'results', 'winningNumbers') }).getByRole('listitem'),
  ).toHaveCount(6);

  await expect(page.getByTestId('jackpot')).toContainText(/[\d,]+/);
  const timer = page.getByRole('timer', { name: text('ar', 'results', 'countdown.label') });
  const first = await timer.innerText();
  await expect(timer).not.toHaveText(first, { timeout: 3000 });
});

test('en: a winning ticket shows as Won, with its matched numbers and prize, and its draw in the results', async ({
  page,
  control,
  request,
}) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await setLanguage(page, 'en');
  await page.clock.install();
  await loginAs(page, PLAYERS.verified, PASSWORD);
  await page.goto('/6of29');
  const board = page.getByRole('group', { name: 'Grid 1: pick 6 numbers' });
  for (const n of [5, 9, 13, 17, 21, 25])
    await board.getByRole('button', { name: String(n), exact: true }).click();
  await expect(page.getByRole('checkbox').first()).toBeChecked();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const purchase = trackRequests(page);
  await page.getByRole('button', { name: /Buy now/ }).click();
  await expect(page).toHaveURL(/\/purchase_success$/);
  // The purchase's refetches (balance, cart vouchers) land before the draw moves the fake's clock
  // days ahead: one still in flight would meet an expired token and start a refresh that the
  // navigation below cuts off after the fake rotated the tokens, which logs the player out.
  await purchase.settled();

  await control.nextDraw([5, 9, 13, 17, 21, 25]);
  const clock = (await (await request.get(`${FAKE_URL}/__control/clock`)).json()) as {
    nowMs: number;
  };
  const afterDraw = trackRequests(page);
  await page.clock.setSystemTime(clock.nowMs + 1000);
  // The fresh drawn list brings the win notice once (whenever it lands); the player closes it.
  const notice = page.getByRole('dialog', { name: 'Congratulations, your ticket won!' });
  await page.addLocatorHandler(notice, async () => {
    await notice.getByRole('button', { name: 'Got it' }).click();
  });
  // The list opens from the offline copy saved before the draw, then the fresh one lands: wait for
  // it, or the first winning ticket could be one of the player's two earlier wins.
  await afterDraw.settled();
  const fresh = page.waitForResponse(
    (response) => response.url().includes('/games/tickets/list') && response.ok(),
  );
  await page.goto('/drawn_tickets');
  await fresh;
  const drawn = page.getByRole('list', { name: 'Drawn' });
  const wins = drawn
    .getByRole('link')
    .filter({ has: page.locator('[data-state="WON_FINALIZED"]') });
  await expect(wins).toHaveCount(3);
  const won = wins.first();
  await expect(won).toContainText(/🏆\s*Won/);
  await expect(won).toBeVisible();
  await won.click();
  await expect(page).toHaveURL(/\/drawn_tickets_details\?id=\d+$/);
  await expect(page.getByRole('list', { name: 'Grid 1' }).getByText('matched')).toHaveCount(6);
  await expect(page.getByText(/Rank 1/).first()).toBeVisible();
  await expect(page.getByText(/Your prize: [\d,]+ IQD/).first()).toBeVisible();
  await expect(page.getByText(/Total prizes: [\d,]+ IQD/)).toBeVisible();

  await page.goto('/more/results');
  await expect(page.getByTestId('draw-result').getByRole('list')).toHaveText('5913172125');
});
