import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { readResultWithPrevious } from './results-api.ts';

/**
 * The data of a test's result page (`/training_results/…`, docs/product.md §8.3): the result — the
 * one `?id=` names (from /result), else the latest — and the one before it. The browser route's
 * loader starts the read at navigation, beside the page's download, and answers with its promise
 * (the page draws its loading state meanwhile, its error state with a retry on a failure). Not a
 * declaration the server can run (docs/server-render.md): a declared read takes the path's params
 * only, and the result before depends on the result's id.
 */
export const resultPageData = {
  loader: ({ params, request }: LoaderFunctionArgs) => ({
    result: readResultWithPrevious(params.training_slug ?? '', resultIdOf(request.url)),
  }),
  /** Another training or another `?id=` is another result; nothing else reads it again. */
  shouldRevalidate: ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
    currentUrl.pathname !== nextUrl.pathname || resultIdOf(currentUrl) !== resultIdOf(nextUrl),
};

/** The result `?id=` names, or null for the latest. */
export function resultIdOf(url: string | URL): string | null {
  return new URL(url).searchParams.get('id');
}
