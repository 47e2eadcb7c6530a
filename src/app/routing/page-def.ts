import type { QueryClient } from '@tanstack/react-query';
import type { ResourceNamespaceMap } from 'i18next';
import type { FunctionComponent } from 'react';

/** A namespace of src/i18n/locales (declared in an i18n.d.ts): a typo fails the typecheck. */
export type Namespace = keyof ResourceNamespaceMap;

/**
 * A page: a function component whose props (tab, outcome, documentId...) its route gives. Without
 * a type argument it is the erased page the loaders and caches hold (`never`: every page fits);
 * the route table checks each route's props against its page's own (`RouteDef` in routes.tsx).
 */
export type PageComponent<P = never> = FunctionComponent<P>;
/**
 * A page module may export `prefetch`: the public queries it shows, started by the app start
 * with the page chunk when the app opens on that page, not after its first render.
 */
export type PagePrefetch = (client: QueryClient, language: string) => void;
export type PageModule<P = never> = { default: PageComponent<P>; prefetch?: PagePrefetch };

/** A lazily loaded page: its chunk and the namespaces it shows, fetched together before render. */
export interface PageDef<P = never> {
  load: () => Promise<PageModule<P>>;
  namespaces: readonly Namespace[];
}

/** A page of the route table; `load` is a typed `import()`, so a missing page fails the build. */
export const definePage = <P>(
  load: () => Promise<PageModule<P>>,
  namespaces: readonly Namespace[],
): PageDef<P> => ({ load, namespaces });

/** The props a page takes (`{}` for a page that takes none). */
export type PropsOf<D> = D extends PageDef<infer P> ? (P extends object ? P : object) : never;
