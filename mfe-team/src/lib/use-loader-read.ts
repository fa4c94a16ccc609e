import { useMatches } from 'react-router';
import type { ReadResult } from '@coach/shared/server-render';
import { useRead, type ReadSource } from '@coach/shared/server-render/use-route-data';

/**
 * The read the route's own loader started under `key` (docs/server-render.md), for a page whose
 * data no declaration can carry: a query (the team list's search and page), an id taken out of a
 * path segment (`edit-{id}`), the member's local midnight. `readAgain` reads it again (a retry,
 * after a change). The page is the deepest match of the router, as for `useRouteData`.
 */
export function useLoaderRead<T>(key: string, readAgain: () => Promise<ReadResult<T>>) {
  const data = useMatches().at(-1)?.loaderData as Record<string, ReadSource<T> | undefined> | undefined;
  const source = data?.[key];
  if (!source) throw new Error(`the route has no data for ${key}: is its loader the page's?`);
  return useRead(source, readAgain);
}
