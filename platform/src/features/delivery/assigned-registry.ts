import type { RequestDelivery } from './request-delivery';

/** A registry document's remote entry, as the registry feature writes it (registry/repository.ts). */
export interface RegistryEntry {
  version: string;
  manifest: string;
  integrity: string | null;
  manifestIntegrity: string | null;
}

/** What of the registry document this feature reads and rewrites. */
export interface AssignableRegistry {
  remotes: Record<string, RegistryEntry>;
}

type Entry = RegistryEntry;

const KEPT = 64;

/**
 * The registry a request is served (`/registry.json`, the page's inline copy): the live document
 * with each remote at the version this request is given (canary, preview). A release's entry never
 * changes (releases are immutable): read once per version.
 */
export function createAssignedRegistry(
  /** One release's entry (registry/repository.ts's getRegistryEntry), undefined when not released or pruned. */
  readEntry: (remote: string, version: string) => Promise<Entry | undefined>,
) {
  const entries = new Map<string, Promise<Entry | undefined>>();
  const entryOf = (remote: string, version: string): Promise<Entry | undefined> => {
    const key = `${remote}@${version}`;
    let entry = entries.get(key);
    if (!entry) {
      entry = readEntry(remote, version).catch((error: unknown) => {
        entries.delete(key);
        throw error;
      });
      if (entries.size >= KEPT) entries.delete(entries.keys().next().value ?? '');
      entries.set(key, entry);
    }
    return entry;
  };
  return async <D extends AssignableRegistry>(document: D, delivery: RequestDelivery | null): Promise<D> => {
    if (!delivery) return document;
    const remotes = { ...document.remotes };
    let changed = false;
    for (const [remote, assigned] of delivery.versions) {
      if (assigned.cohort === 'stable' || remotes[remote]?.version === assigned.version) continue;
      const entry = await entryOf(remote, assigned.version);
      if (!entry) continue; // pruned since: the stable, as for everyone
      remotes[remote] = entry;
      changed = true;
    }
    return changed ? { ...document, remotes } : document;
  };
}

/** Whether a request's registry is its own (a canary or preview version in it, or a preview's message): private then. */
export function isPersonal(delivery: RequestDelivery | null): boolean {
  return (
    [...(delivery?.versions.values() ?? [])].some((assigned) => assigned.cohort !== 'stable') ||
    Boolean(delivery && (delivery.droppedPreviews > 0 || delivery.linkRefused))
  );
}

/** What the shell's preview marker shows (shell/src/features/preview): the grants, and why one ended. */
export interface PreviewFacts {
  grants: { remote: string; version: string; expiresAt: string }[];
  /** A grant this browser held no longer holds (expired, revoked, tampered with): said once. */
  ended: boolean;
  /** A preview link could not be opened (used, revoked or expired): said once. */
  linkRefused: boolean;
}

/** The document with `preview` when this browser previews something or has just stopped. */
export function withPreviewFacts<D extends object>(
  document: D,
  delivery: RequestDelivery | null,
): D | (D & { preview: PreviewFacts }) {
  if (
    !delivery ||
    (delivery.previews.length === 0 && delivery.droppedPreviews === 0 && !delivery.linkRefused)
  )
    return document;
  return {
    ...document,
    preview: {
      grants: delivery.previews.map((grant) => ({
        remote: grant.remote,
        version: grant.version,
        expiresAt: new Date(grant.expiresAt).toISOString(),
      })),
      ended: delivery.droppedPreviews > 0,
      linkRefused: delivery.linkRefused,
    },
  };
}
