import { INLINE_REGISTRY_ID } from '../../lib/federation/registry.ts';
import { readInlineJson } from '../../lib/inline-json.ts';

/**
 * What the platform tells a previewing browser with its registry (platform/src/features/delivery,
 * docs/adr/0016-progressive-delivery.md): the versions it previews, and whether a preview it held
 * has just ended or a preview link could not be opened (each said once, on that page).
 */
export interface PreviewFacts {
  grants: { remote: string; version: string; expiresAt: string }[];
  ended: boolean;
  linkRefused: boolean;
}

const REMOTE_NAME = /^[a-z][a-z0-9_]{0,63}$/;

function isGrant(value: unknown): value is PreviewFacts['grants'][number] {
  if (typeof value !== 'object' || value === null) return false;
  const { remote, version, expiresAt } = value as Record<string, unknown>;
  return (
    typeof remote === 'string' &&
    REMOTE_NAME.test(remote) &&
    typeof version === 'string' &&
    version.length <= 64 &&
    typeof expiresAt === 'string'
  );
}

/** The registry document's `preview`, or null: none, or not in the shape the marker reads. */
export function parsePreviewFacts(registry: unknown): PreviewFacts | null {
  if (typeof registry !== 'object' || registry === null || !('preview' in registry)) return null;
  const preview = registry.preview as Record<string, unknown> | null;
  if (typeof preview !== 'object' || preview === null) return null;
  const { grants, ended, linkRefused } = preview;
  if (!Array.isArray(grants) || !grants.every(isGrant)) return null;
  if (typeof ended !== 'boolean' || typeof linkRefused !== 'boolean') return null;
  return {
    grants: grants.map(({ remote, version, expiresAt }) => ({ remote, version, expiresAt })),
    ended,
    linkRefused,
  };
}

/** The preview facts of the registry this page arrived with (platform/src/features/registry/first-paint.ts). */
export function readPreviewFacts(page: Pick<Document, 'getElementById'> = document): PreviewFacts | null {
  return readInlineJson(INLINE_REGISTRY_ID, parsePreviewFacts, page);
}

/** Where the marker's "leave" goes: the platform ends this browser's previews and sends it home. */
export const LEAVE_PREVIEW_PATH = '/preview/leave';
