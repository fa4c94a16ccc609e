import type { createBrowserRouter } from 'react-router';
import { pageLoad } from '@coach/shared/navigation';

type Router = ReturnType<typeof createBrowserRouter>;

/** On `<html>` once the page is outdated. */
export const OUTDATED_ATTRIBUTE = 'data-outdated';

/**
 * Once the app is outdated (a new build or a new registry revision), the next navigation becomes
 * a full page load of its target, so the new shell and remote versions are picked up where the
 * user was going anyway (SPEC §4 build check).
 */
export function reloadOnNextNavigation(
  router: Router,
  load = (href: string) => pageLoad.assign(href),
): () => void {
  const start = router.state.location.key;
  let done = false;
  // The page says so (devtools, the browser tests): why its next link is a full load.
  if (typeof document !== 'undefined') document.documentElement.setAttribute(OUTDATED_ATTRIBUTE, '');
  return router.subscribe((state) => {
    if (done) return;
    const target = state.navigation.location ?? (state.location.key !== start ? state.location : null);
    if (!target) return;
    done = true;
    load(`${target.pathname}${target.search}${target.hash}`);
  });
}
