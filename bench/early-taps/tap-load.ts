/**
 * One cold first visit on a cheap phone (Chromium at a fixed 4x CPU, slow 4G: 150 ms, 1.6 Mbit/s,
 * a 390 × 844 touch screen, no service worker), one control touched the moment it is painted,
 * and whether the touch took effect: the figures of `npm run bench:early-taps` (issue 37).
 */
import { launchChromium } from '../../scripts/serving/chromium';
import { slowPhone, whenPainted } from '../../e2e/support/cheap-phone';

export interface TapTarget {
  /** CSS of the controls to look among, and the text of the one to touch. */
  selector: string;
  label: string;
  /** The touch took effect: this board number is pressed, or the page at this path is open. */
  effect: { pressed: string } | { path: string };
}

export interface TapFigures {
  taken: boolean;
  /** From the navigation's start, on the page's clock: the control painted, then touched. */
  shownAtMs: number;
  liveAtMs: number;
  mountedAtMs: number;
  /** When the touch's effect was seen (NaN if it never was). */
  effectAtMs: number;
}

const WATCH = `(() => {
  const marks = {};
  window.__tapMarks = marks;
  new MutationObserver(() => {
    const root = document.getElementById('root');
    for (const name of ['live', 'mounted'])
      if (root?.hasAttribute('data-' + name)) marks[name] ??= performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-live', 'data-mounted'] });
})();`;

/** In the page: when the effect is seen, or false. A function, not a string: the CSP allows no eval. */
const effectAt = (effect: TapTarget['effect']): number | false => {
  const seen =
    'path' in effect
      ? location.pathname === effect.path
      : [...document.querySelectorAll('main button[aria-pressed="true"]')].some(
          (button) => button.textContent?.trim() === effect.pressed,
        );
  return seen && performance.now();
};

export async function tapLoad(url: string, lang: string, target: TapTarget): Promise<TapFigures> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      serviceWorkers: 'block',
    });
    await context.addCookies([{ name: 'lang', value: lang, url: new URL(url).origin }]);
    await context.addInitScript((value) => localStorage.setItem('language', value), lang);
    await context.addInitScript({ content: WATCH });
    const page = await context.newPage();
    await slowPhone(page);
    await page.goto(url, { waitUntil: 'commit' });
    const shown = await whenPainted(page, target.selector, target.label);
    await page.touchscreen.tap(shown.x, shown.y);
    const effectAtMs = await page
      .waitForFunction(effectAt, target.effect, { polling: 'raf', timeout: 30_000 })
      .then((handle) => handle.jsonValue() as Promise<number>)
      .catch(() => NaN);
    await page.locator('#root[data-mounted]').waitFor({ timeout: 60_000 });
    // Taken only if the effect holds once the page has settled: nothing undid it.
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    const holds = (await page.evaluate(effectAt, target.effect)) !== false;
    const marks = (await page.evaluate('window.__tapMarks')) as Record<string, number>;
    return {
      taken: Number.isFinite(effectAtMs) && holds,
      shownAtMs: shown.at,
      liveAtMs: marks.live ?? NaN,
      mountedAtMs: marks.mounted ?? NaN,
      effectAtMs,
    };
  } finally {
    await browser.close();
  }
}
