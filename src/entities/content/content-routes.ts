import { useQuery, type QueryClient } from '@tanstack/react-query';
import { contentRoutesOf, type ContentRoute } from '@/lib/navigation';
import type { NavigationLinkGroup } from '@/lib/api/types';
import { navigationQuery } from './content-queries';
import { useContentLanguage } from './use-content';

const NO_GROUPS: NavigationLinkGroup[] = [];
const NO_ROUTES: ContentRoute[] = [];

/** The CMS navigation's content pages as routes (section 2, dynamic routes); [] until loaded. */
export function useContentRoutes() {
  const query = useQuery({ ...navigationQuery(useContentLanguage()), select: contentRoutesOf });
  return query.data ?? NO_ROUTES;
}

/** Asks the navigation again (an unknown path may be a page the CMS added since). */
export const reloadNavigation = (client: QueryClient, lang: string) =>
  client.fetchQuery({ ...navigationQuery(lang), staleTime: 0 }).catch(() => NO_GROUPS);

/** The content pages' paths in the cached navigation: where a login may return to. */
export const cachedContentPaths = (client: QueryClient, lang: string): string[] =>
  contentRoutesOf(client.getQueryData(navigationQuery(lang).queryKey) ?? NO_GROUPS).map(
    (route) => route.path,
  );
