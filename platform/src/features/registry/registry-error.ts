export type RegistryErrorCode =
  | 'unknown_release'
  | 'release_conflict'
  | 'stale_revision'
  | 'locked'
  | 'not_live'
  | 'no_previous_version'
  | 'pruned'
  | 'incompatible'
  | 'invalid_release'
  | 'invalid_redirect'
  | 'redirect_exists'
  | 'unknown_redirect'
  | 'invalid_canary'
  | 'already_live'
  | 'canary_running'
  | 'invalid_preview';

/** A refused registry operation, with a one-line message meant for the operator. */
export class RegistryError extends Error {
  constructor(
    readonly code: RegistryErrorCode,
    message: string,
    /** Per-field details (e.g. the dependency a compatibility refusal is about → its line). */
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'RegistryError';
  }
}
