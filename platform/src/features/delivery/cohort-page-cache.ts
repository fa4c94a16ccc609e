import type { RequestDelivery } from './request-delivery';

/** The signed-out page cache as static/page-cache.ts makes it (the part this feature wraps). */
export interface PageCache<P = unknown> {
  page(version: string, variant: string, compose: () => Promise<P>): Promise<P>;
  partFailed(): void;
}

/** The versions a request is given that are not the stable ones, and a preview's message, as one key (`mfe_team=1.4.0`). */
export function cohortKey(delivery: RequestDelivery | null): string {
  const versions = [...(delivery?.versions ?? [])]
    .filter(([, assigned]) => assigned.cohort !== 'stable')
    .map(([remote, assigned]) => `${remote}=${assigned.version}`)
    .sort();
  // A preview's message (ended, link refused) is part of the page too (assigned-registry.ts).
  if (delivery?.droppedPreviews) versions.push('preview-ended');
  if (delivery?.linkRefused) versions.push('preview-link-refused');
  return versions.join(',');
}

/**
 * The signed-out page cache (docs/adr/0014) keyed on the cohort as it is on the language: a
 * visitor in a canary gets the page composed for the canary's versions, every other the stable's.
 */
export function cohortPageCache<P>(
  cache: PageCache<P>,
  delivery: () => Promise<RequestDelivery> | null,
): PageCache<P> {
  return {
    async page(version, variant, compose) {
      const cohort = cohortKey(await (delivery() ?? Promise.resolve(null)));
      return cache.page(version, cohort ? `${variant} ${cohort}` : variant, compose);
    },
    partFailed: () => cache.partFailed(),
  };
}
