/**
 * One cold opening load of a route, its main thread slowed to Lighthouse's reference phone by the
 * calculator of decision 0230 from a benchmark index (`calibration()`, Lighthouse's own
 * `computeBenchmarkIndex` in a fresh browser). The comparison measures the index once per pair
 * of loads and slows both builds alike: the index of a busy machine moves between two runs a
 * minute apart, and a multiplier that differs within a pair would be measured, not the builds. Chromium's ScriptDuration and
 * TaskDuration count the main thread's work from the navigation until the page has mounted, its
 * start calls have answered and it has been quiet for a moment; long tasks give the blocking time
 * (each task's time beyond 50 ms, as TBT counts it, here over the whole load).
 */
import type { CDPSession, Page } from '@playwright/test';
import { launchChromium } from '../../scripts/serving/chromium';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { cpuMultiplier } from '../lighthouse/cpu-multiplier';

export interface LoadFigures {
  benchmarkIndex: number;
  multiplier: number;
  scriptMs: number;
  taskMs: number;
  blockingMs: number;
  /** From the navigation's start: `hydrateRoot` (or the client render) called, React mounted. */
  liveAtMs: number;
  mountedAtMs: number;
}

const SETTLE_MS = 1000;

/**
 * Records when `#root` gains `data-live` and `data-mounted`, and every long task. A string, not a
 * function: tsx's transform wraps named functions in a helper the page does not have.
 */
const WATCH_START = `(() => {
  const marks = {};
  const longTasks = [];
  Object.assign(window, { __startMarks: marks, __longTasks: longTasks });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    const root = document.getElementById('root');
    for (const name of ['live', 'mounted']) {
      if (root && root.hasAttribute('data-' + name) && marks[name] === undefined) {
        marks[name] = performance.now();
      }
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-live', 'data-mounted'],
  });
})();`;

export interface Calibration {
  benchmarkIndex: number;
  multiplier: number;
}

const launch = launchChromium;

async function measureIndex(page: Page): Promise<number> {
  const source = pageFunctions.computeBenchmarkIndex.toString();
  return page.evaluate<number, string>((code) => (0, eval)(`(${code})()`) as number, source);
}

/** This machine's benchmark index now, and the slowdown that makes it the reference phone. */
export async function calibration(): Promise<Calibration> {
  const browser = await launch();
  try {
    const benchmarkIndex = await measureIndex(await browser.newPage());
    return { benchmarkIndex, multiplier: cpuMultiplier(benchmarkIndex) };
  } finally {
    await browser.close();
  }
}

export async function openingLoad(
  url: string,
  language: string,
  { benchmarkIndex: index, multiplier }: Calibration,
): Promise<LoadFigures> {
  const browser = await launch();
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    });
    const origin = new URL(url).origin;
    await context.addCookies([{ name: 'lang', value: language, url: origin }]);
    await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
    await context.addInitScript({ content: WATCH_START });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: multiplier });
    const before = await metrics(cdp);
    await page.goto(url);
    await page.locator('#root[data-mounted]').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    const after = await metrics(cdp);
    const { marks, longTasks } = await page.evaluate(() => {
      const w = window as unknown as {
        __startMarks: Record<string, number>;
        __longTasks: number[];
      };
      return { marks: w.__startMarks, longTasks: w.__longTasks };
    });
    return {
      benchmarkIndex: index,
      multiplier,
      scriptMs: (after.ScriptDuration - before.ScriptDuration) * 1000,
      taskMs: (after.TaskDuration - before.TaskDuration) * 1000,
      blockingMs: longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
      liveAtMs: marks.live ?? Number.NaN,
      mountedAtMs: marks.mounted ?? Number.NaN,
    };
  } finally {
    await browser.close();
  }
}

type Metrics = Record<'ScriptDuration' | 'TaskDuration', number>;

async function metrics(cdp: CDPSession): Promise<Metrics> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  const value = (name: string) => list.find((metric) => metric.name === name)?.value ?? 0;
  return { ScriptDuration: value('ScriptDuration'), TaskDuration: value('TaskDuration') };
}
