/** A page as it is sent: its bytes and their validator. */
export interface ComposedPage {
  body: string;
  /** A strong validator of `body` (static/shell-page.ts). */
  etag: string;
  /** False when a part of it could not be read: the page is sent, and composed again next time. */
  complete: boolean;
}

export interface PageCache {
  /**
   * The page `variant` (path, language, theme) of what `version` names, composed once: the same
   * bytes until the version moves. Requests for a page being composed wait for that composition.
   */
  page(version: string, variant: string, compose: () => Promise<ComposedPage>): Promise<ComposedPage>;
  /**
   * A part of a page failed to be read where its source only reports it (the sources' `onError`):
   * none of the pages being composed meanwhile is kept. A page sent without its preloads or without
   * being drawn ahead must not outlive the failure until the next promote.
   */
  partFailed(): void;
}

/** How many variants of one version are kept: a few paths × languages × themes, not every URL asked. */
const KEPT_PAGES = 256;

/**
 * The signed-out pages of one version of their inputs (docs/adr/0014-signed-out-page-cache.md).
 * A new version drops the pages of the previous one: nothing older is ever sent again.
 */
export function createPageCache({ keptPages = KEPT_PAGES }: { keptPages?: number } = {}): PageCache {
  let version: string | null = null;
  let pages = new Map<string, Promise<ComposedPage>>();
  let failures = 0;
  return {
    page(current, variant, compose) {
      if (current !== version) {
        version = current;
        pages = new Map();
      }
      const kept = pages.get(variant);
      if (kept) return kept;
      const failuresBefore = failures;
      const composing = compose();
      const held = pages;
      const forget = () => {
        if (held.get(variant) === composing) held.delete(variant);
      };
      if (held.size >= keptPages) held.delete(held.keys().next().value ?? '');
      held.set(variant, composing);
      composing.then((page) => {
        if (!page.complete || failures !== failuresBefore) forget();
      }, forget);
      return composing;
    },
    partFailed() {
      failures += 1;
    },
  };
}
