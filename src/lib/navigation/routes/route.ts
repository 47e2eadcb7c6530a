import type common from '@/i18n/locales/en/common.json';

/** A key of common:titles (the page titles of section 2). */
export type TitleKey = Exclude<keyof (typeof common)['titles'], 'suffix'>;

/**
 * What the app knows of one route before its page is loaded (issue 41: written once, here).
 * The router, the prerender list, the redirect allow list, the e2e route list and the benchmarks
 * derive from these; the page each route shows is bound to its key in src/app/route-pages.ts.
 */
export interface RouteFacts {
  path: string;
  /** The document title's key; null where the route only sends the player on. */
  title: TitleKey | null;
  /** Visitors go to /login?redirect=<path> first. */
  auth?: boolean;
  /** Rendered to HTML at build time: a first screen a visitor opens without an account (0232). */
  prerender?: boolean;
  /** A login may not return here (section 4's redirect allow list). */
  noReturn?: boolean;
  /** The post-navigation rule leaves an unverified player alone here (section 4). */
  unverifiedAllowed?: boolean;
  /** A payment page: the inactivity logout never interrupts it (section 4). */
  payment?: boolean;
}

/** Keeps each path's literal type, so `PATHS.cart` is '/cart', not string. */
export const routes = <const T extends Record<string, RouteFacts>>(table: T): T => table;
