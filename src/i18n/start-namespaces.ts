/**
 * The namespaces the start route shows before any interaction: fetched before the first render.
 * Its own file (no imports) so scripts/bundle-budget.ts counts the same files.
 */
export const START_NAMESPACES = ['common', 'errors', 'play', 'results'];
