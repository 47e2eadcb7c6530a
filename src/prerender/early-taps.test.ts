import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EARLY_TAPS_SCRIPT } from './early-taps';

const MAIN =
  '<main><button type="button">7</button><a href="/news">All news</a>' +
  '<button type="button">8</button></main>';

/**
 * The prerendered document's #root as the server sends it (a board number and a link), or, given
 * the root, its children rendered anew as React's client render does.
 */
function page(existing?: HTMLElement) {
  if (existing) existing.innerHTML = MAIN;
  else document.body.innerHTML = `<div id="root" data-route="/">${MAIN}</div>`;
  const root = document.getElementById('root')!;
  const [seven, eight] = [...root.querySelectorAll('button')];
  const link = root.querySelector('a')!;
  const taken: string[] = [];
  // What the app does once it runs (React's listeners, React Router's link): note the tap.
  const take = (event: Event) => {
    event.preventDefault();
    taken.push((event.currentTarget as Element).textContent ?? '');
  };
  for (const control of [seven!, eight!, link]) control.addEventListener('click', take);
  return { root, seven: seven!, eight: eight!, link, taken };
}

const settle = () => vi.advanceTimersByTimeAsync(1);

describe('the early-tap script of a prerendered page', () => {
  beforeAll(() => {
    // The inline script as the browser runs it (indirect eval: global scope), the very text the
    // CSP's hash allows.
    (0, eval)(EARLY_TAPS_SCRIPT);
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('keeps a tap made before the app is live, marks it, and replays it once it is', async () => {
    vi.useFakeTimers();
    const { root, seven, taken } = page();
    const sent = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    seven.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);
    expect(taken).toEqual([]);
    expect(seven.hasAttribute('data-tap-pending')).toBe(true);
    root.setAttribute('data-live', '');
    await settle();
    expect(taken).toEqual(['7']);
    expect(seven.hasAttribute('data-tap-pending')).toBe(false);
    // Live: a new tap goes straight to the app, not through the queue.
    seven.click();
    expect(taken).toEqual(['7', '7']);
  });

  it('keeps a link tapped before the app is mounted (not followed), and follows it once mounted', async () => {
    vi.useFakeTimers();
    const { root, link, eight, taken } = page();
    const sent = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);
    eight.click();
    // Live but not mounted: the link waits, and the number tapped after it waits behind it.
    root.setAttribute('data-live', '');
    await settle();
    expect(taken).toEqual([]);
    root.setAttribute('data-mounted', '');
    await settle();
    expect(taken).toEqual(['All news', '8']);
  });

  it('finds the control again when React rendered the page anew, by its place and its text', async () => {
    vi.useFakeTimers();
    const { root, seven } = page();
    seven.click();
    // The client render replaced the prerendered nodes with its own.
    const { taken, seven: fresh } = page(root);
    expect(fresh).not.toBe(seven);
    root.setAttribute('data-live', '');
    root.setAttribute('data-mounted', '');
    await settle();
    expect(taken).toEqual(['7']);
  });

  it('lets a click with a modifier open a link in a new tab as the browser does', () => {
    const { link } = page();
    const sent = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(sent);
    expect(link.hasAttribute('data-tap-pending')).toBe(false);
  });
});
