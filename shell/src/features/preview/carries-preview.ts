import { INLINE_REGISTRY_ID } from '../../lib/federation/registry.ts';

/**
 * Whether the registry this page arrived with tells of a preview (its `preview` key, present only
 * then: docs/adr/0016-progressive-delivery.md). A look at the text, not a parse: every page asks,
 * and the marker's code and strings load only where the answer is yes (the size budget, ADR 0006).
 */
export function carriesPreview(page: Pick<Document, 'getElementById'> = document): boolean {
  return page.getElementById(INLINE_REGISTRY_ID)?.textContent?.includes('"preview":') ?? false;
}
