import { parseRegistry, type RegistryDocument } from '@coach/shared/registry';
import { readInlineJson } from '../inline-json.ts';

export const REGISTRY_URL = '/registry.json';

/** Reads the live remote registry; the platform serves it with no-cache and an ETag. */
export async function fetchRegistry(fetchImpl: typeof fetch = fetch): Promise<RegistryDocument> {
  const response = await fetchImpl(REGISTRY_URL, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Remote registry unavailable (HTTP ${response.status})`);
  return parseRegistry(await response.json());
}

/** The `<script type="application/json">` the platform puts the registry in (platform/src/features/registry/first-paint.ts). */
export const INLINE_REGISTRY_ID = 'coach-registry';

/**
 * The registry the page arrived with, saving the round trip to /registry.json; null when the page
 * has none (a dev server) or a malformed one, and the shell then fetches it.
 */
export function readInlineRegistry(
  doc: Pick<Document, 'getElementById'> = document,
): RegistryDocument | null {
  return readInlineJson(INLINE_REGISTRY_ID, parseRegistry, doc);
}

/** The registry the page arrived with, or else the one /registry.json answers. */
export async function startRegistry(fetchImpl: typeof fetch = fetch): Promise<RegistryDocument> {
  return readInlineRegistry() ?? fetchRegistry(fetchImpl);
}
