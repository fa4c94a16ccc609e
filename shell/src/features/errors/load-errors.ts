import { RemoteUnavailableError } from '../../lib/federation/remotes.ts';

/**
 * Errors that a fresh page load can cure: a chunk (of the shell or of a remote) or a remote's
 * entry/expose that is gone, typically because a release replaced it while the page was open.
 */
export function isReloadableLoadError(error: unknown): boolean {
  if (error instanceof RemoteUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  // webpack's and Module Federation's own wording (RUNTIME-00x: remote entry or expose not loaded).
  return /Loading (CSS )?chunk .* failed|RUNTIME-00\d|Failed to fetch dynamically imported module/i.test(
    error.message,
  );
}
