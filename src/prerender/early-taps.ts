/**
 * The early-tap contract of a prerendered page (decision 0260), after Google's JSAction event
 * contract and Angular's event replay: a tiny script inlined in the head of every prerendered
 * document (scripts/prerender/page-html.ts; the CSP allows it by its hash,
 * scripts/serving/security-headers.ts) keeps every tap on a button or a link of #root made before
 * the app can take it, marks the control as pending (`data-tap-pending`), and replays the taps in
 * order once it can:
 * - a button once `data-live` is set (hydrateRoot called: React hydrates the target first);
 * - a link once `data-mounted` is set: a link the browser follows before React Router is mounted
 *   is cancelled by the router's first `history.replaceState`, so it is never let through early.
 * If React rendered the page anew (a hydration mismatch, the client render), the control is found
 * again by its place under #root and its text; a queued tap made on another page is dropped.
 * A string, not a function: it must be the very text hashed in the CSP, with no bundler helper.
 */
export const EARLY_TAPS_SCRIPT = `(() => {
const queue = [];
let replaying = false;
let observer = null;
const rootOf = () => document.getElementById('root');
const has = (name) => Boolean(rootOf()?.hasAttribute('data-' + name));
const ready = (tap) => has(tap.link ? 'mounted' : 'live');
const pathOf = (el) => {
  const path = [];
  for (let node = el; node && node.id !== 'root'; node = node.parentElement)
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  return path;
};
const find = (tap) => {
  if (tap.el.isConnected) return tap.el;
  let node = rootOf();
  for (const at of tap.path) node = node && node.children[at];
  return node && node.tagName === tap.el.tagName && node.textContent === tap.text ? node : null;
};
const flush = () => {
  while (queue.length && ready(queue[0])) {
    const tap = queue.shift();
    tap.el.removeAttribute('data-tap-pending');
    if (location.pathname !== tap.at) {
      queue.forEach((left) => left.el.removeAttribute('data-tap-pending'));
      queue.length = 0;
      break;
    }
    const el = find(tap);
    replaying = true;
    try {
      if (el) el.click();
    } finally {
      replaying = false;
    }
  }
  if (!queue.length && has('mounted') && observer) {
    observer.disconnect();
    observer = null;
  }
};
addEventListener('click', (event) => {
  if (replaying || event.button !== 0) return;
  const root = rootOf();
  const el = event.target instanceof Element ? event.target.closest('a[href],button') : null;
  if (!root || !el || !root.contains(el)) return;
  const link = el.tagName === 'A';
  if (link && (event.ctrlKey || event.metaKey || event.shiftKey || el.target === '_blank')) return;
  const tap = { el, link, at: location.pathname, path: pathOf(el), text: el.textContent };
  if (!queue.length && ready(tap)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  el.setAttribute('data-tap-pending', '');
  queue.push(tap);
  if (!observer) {
    observer = new MutationObserver(() => setTimeout(flush));
    observer.observe(document, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-live', 'data-mounted'],
    });
  }
}, true);
})();`;

/**
 * A control tapped before the app took it shows the tap was kept (the same on every route and in
 * every theme: an outline in the control's own colour) until it is replayed.
 */
export const EARLY_TAPS_STYLE =
  '<style>#root [data-tap-pending]{outline:3px solid currentColor;outline-offset:2px;' +
  'cursor:progress}</style>';
