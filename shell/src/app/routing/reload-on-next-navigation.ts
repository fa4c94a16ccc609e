import type { createBrowserRouter } from 'react-router';
import { pageLoad } from '@coach/shared/navigation';

type Router = ReturnType<typeof createBrowserRouter>;

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
  return router.subscribe((state) => {
    if (done) return;
    const target = state.navigation.location ?? (state.location.key !== start ? state.location : null);
    if (!target) return;
    done = true;
    load(`${target.pathname}${target.search}${target.hash}`);
  });
}
