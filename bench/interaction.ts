/**
 * `npm run bench:interaction`: scripting time of a board toggle and of "Add grid" on
 * the play page, production build served by `vite preview` with the fake, Chromium's CPU
 * throttled 4x. Each action is one real mouse click (CDP input, no page script of ours); its
 * cost is the growth of Chromium's ScriptDuration metric across the click and the settle after
 * it. An idle window of the same length shows the background (countdown ticks). Prints medians
 * and p95. A benchmark, not a test: figures move with the machine's load. `--no-build` reuses dist/.
 * Ports: BENCH_FAKE_PORT (default 4392) and BENCH_APP_PORT (default 4393).
 */
import type { CDPSession, Page } from '@playwright/test';
import { launchChromium } from '../scripts/serving/chromium';
import { buildUnlessAsked, startServers } from '../scripts/serving/local-servers';

const TOGGLES = 20;
const ADDS = 8;
const SETTLE_MS = 120;
const TARGET_MS = 16;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

async function scriptMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0) * 1000;
}

/** Script milliseconds from just before `act` until the page settled after it. */
async function scripted(page: Page, cdp: CDPSession, act: () => Promise<void>): Promise<number> {
  await page.waitForTimeout(SETTLE_MS);
  const before = await scriptMs(cdp);
  await act();
  await page.waitForTimeout(SETTLE_MS);
  return (await scriptMs(cdp)) - before;
}

async function center(selector: ReturnType<Page['locator']>) {
  await selector.scrollIntoViewIfNeeded();
  const box = await selector.boundingBox();
  if (!box) throw new Error('Element not visible');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function run(appUrl: string) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    });
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await page.goto(appUrl);
    const board = page.getByRole('group', { name: /Grid 1/ });
    await board.getByRole('button', { name: '1', exact: true }).waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    const idle: number[] = [];
    for (let i = 0; i < 10; i++) idle.push(await scripted(page, cdp, async () => undefined));

    // Pick and unpick numbers 1-10 alternately: 20 toggles, each a real change of the grid.
    const toggles: number[] = [];
    for (let i = 0; i < TOGGLES; i++) {
      const cell = board.getByRole('button', { name: String(Math.floor(i / 2) + 1), exact: true });
      const at = await center(cell);
      toggles.push(await scripted(page, cdp, () => page.mouse.click(at.x, at.y)));
    }

    const adds: number[] = [];
    for (let i = 0; i < ADDS; i++) {
      const at = await center(page.getByRole('button', { name: 'Add grid' }));
      adds.push(await scripted(page, cdp, () => page.mouse.click(at.x, at.y)));
    }
    if (process.env.BENCH_RAW) console.log({ idle, toggles, adds });
    return { idle, toggles, adds };
  } finally {
    await browser.close();
  }
}

async function main() {
  buildUnlessAsked();
  const servers = await startServers(
    process.env.BENCH_FAKE_PORT ?? '4392',
    process.env.BENCH_APP_PORT ?? '4393',
  );
  try {
    const { idle, toggles, adds } = await run(servers.appUrl);
    const line = (name: string, values: number[]) =>
      `${name.padEnd(22)} ${quantile(values, 0.5).toFixed(1).padStart(7)} ${quantile(values, 0.95).toFixed(1).padStart(7)}  (n=${values.length})`;
    console.log(`Scripting per action, CPU throttled 4x, ms (target under ${TARGET_MS}):`);
    console.log(`${'action'.padEnd(22)} ${'median'.padStart(7)} ${'p95'.padStart(7)}`);
    console.log(line('toggle a number', toggles));
    console.log(line('add a grid', adds));
    console.log(line('idle (background)', idle));
  } finally {
    servers.stop();
  }
}

await main();
