import { replace, type LoaderFunctionArgs } from 'react-router';
import type { RedirectRule } from '@coach/shared/redirects';
import { pageLoad } from '@coach/shared/navigation';

/**
 * The operators' redirect rules (docs/operating.md, "Redirects") for navigations inside the
 * running shell: the root route's loader, run before every navigation renders anything. A path of
 * the product replaces the navigation (the guards of docs/product.md §3 then apply to it, as to any
 * route); another site is a full page load. The rules come with the registry document, so a
 * changed rule reaches an open page like a promoted remote: the build check sees the new registry
 * revision and the next navigation becomes a page load, which the server redirects. The matching
 * code loads only once there are rules: none is the usual case, and the first load stays as it was.
 */
export function createRedirectLoader(
  rules: () => readonly RedirectRule[],
  leave: (href: string) => void = (href) => pageLoad.assign(href),
) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const current = rules();
    if (current.length === 0) return null;
    const { findRedirect } = await import('@coach/shared/redirects');
    const url = new URL(request.url);
    const match = findRedirect(current, url.pathname, url.search);
    if (!match) return null;
    if (!match.external) throw replace(match.location);
    leave(match.location);
    // The page is leaving: the navigation never completes here.
    return new Promise<never>(() => undefined);
  };
}

/** Every navigation asks the loader again, whatever changed in the URL. */
export const alwaysRevalidate = () => true;
