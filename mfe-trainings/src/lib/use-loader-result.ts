import { useMatches } from 'react-router';

/**
 * The data the route's loader handed over (through `useMatches`, one of the shared exports). Apart
 * from the loaders (route-checks.ts), which `./routes` imports: they need no react-router code.
 */
export function useLoaderResult<T>(): T | null {
  return (useMatches().at(-1)?.loaderData as T | undefined) ?? null;
}
