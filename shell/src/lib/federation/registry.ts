import { parseRegistry, type RegistryDocument } from '@coach/shared/registry';

export const REGISTRY_URL = '/registry.json';

/** Reads the live remote registry; the platform serves it with no-cache and an ETag. */
export async function fetchRegistry(fetchImpl: typeof fetch = fetch): Promise<RegistryDocument> {
  const response = await fetchImpl(REGISTRY_URL, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Remote registry unavailable (HTTP ${response.status})`);
  return parseRegistry(await response.json());
}
