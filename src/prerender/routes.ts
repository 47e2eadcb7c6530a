import { PAGES } from '@/app/route-pages';
import type { PageDef } from '@/app/routing/page-def';
import { PATHS } from '@/lib/navigation';

/**
 * The public routes rendered to HTML at build time (decision 0232): the first screens a visitor
 * opens without an account. Each with its page, loaded before the render so it never suspends.
 */
export const PRERENDERED: readonly { path: string; page: PageDef }[] = [
  { path: PATHS.home, page: PAGES.play },
  { path: PATHS.play6of29, page: PAGES.play },
  { path: PATHS.quickPlay, page: PAGES.quickPlay },
  { path: PATHS.results, page: PAGES.results },
  { path: PATHS.mediaCenter, page: PAGES.mediaCenter },
  { path: PATHS.news, page: PAGES.news },
  { path: PATHS.terms, page: PAGES.terms },
  { path: PATHS.privacy, page: PAGES.privacy },
];
