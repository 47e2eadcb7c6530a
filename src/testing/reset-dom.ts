/**
 * What a test may leave in the shared jsdom (the app project runs its files in one environment
 * per worker): portals and nodes outside the rendered root, the address, the title, the scroll.
 * The language's lang/dir go back with i18n in setup-node.ts.
 */
export function resetDom(): void {
  document.body.replaceChildren();
  document.body.removeAttribute('style');
  document.body.removeAttribute('class');
  document.documentElement.removeAttribute('style');
  document.documentElement.removeAttribute('class');
  document.title = '';
  window.history.replaceState(null, '', '/');
}
