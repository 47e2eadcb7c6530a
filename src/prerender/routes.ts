import { ROUTES } from '@/app/routes';
import type { PageDef } from '@/app/routing/page-def';

/**
 * The public routes rendered to HTML at build time (decision 0232): the first screens a visitor
 * opens without an account, marked `prerender` in the route modules. Each with its page, loaded
 * before the render so it never suspends.
 */
export const PRERENDERED: readonly { path: string; page: PageDef }[] = ROUTES.filter(
  (route) => route.prerender,
).map(({ path, page }) => ({ path, page }));
