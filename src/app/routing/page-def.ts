import type { QueryClient } from '@tanstack/react-query';
import type { ResourceNamespaceMap } from 'i18next';
import type { ComponentType } from 'react';

/** A namespace of src/i18n/locales (declared in an i18n.d.ts): a typo fails the typecheck. */
export type Namespace = keyof ResourceNamespaceMap;

// why any: the route table hands each page its own props (tab, outcome, documentId...).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PageComponent = ComponentType<any>;
/**
 * A page module may export `prefetch`: the public queries it shows, started by the app start
 * with the page chunk when the app opens on that page, not after its first render.
 */
export type PagePrefetch = (client: QueryClient, language: string) => void;
export type PageModule = { default: PageComponent; prefetch?: PagePrefetch };

/** A lazily loaded page: its chunk and the namespaces it shows, fetched together before render. */
export interface PageDef {
  load: () => Promise<PageModule>;
  namespaces: readonly Namespace[];
}

/** A page of the route table; `load` is a typed `import()`, so a missing page fails the build. */
export const definePage = <P>(
  load: () => Promise<{ default: ComponentType<P>; prefetch?: PagePrefetch }>,
  namespaces: readonly Namespace[],
): PageDef => ({ load, namespaces });
