// The two ways a command ends early: the platform (or a local check) refused what was asked, or
// the command line itself is wrong. Both print one line; the exit codes differ (1 and 2).

/** Refused by the platform or by a local check: exit code 1, the reason on one line. */
export class Refusal extends Error {
  /**
   * @param {string} message one line, meant for the operator
   * @param {{ status?: number, code?: string | null, details?: Record<string, string[]> }} [info]
   */
  constructor(message, info = {}) {
    super(message);
    this.name = 'Refusal';
    this.status = info.status ?? 0;
    this.code = info.code ?? null;
    this.details = info.details ?? {};
  }
}

/** A wrong command line: exit code 2. */
export class UsageError extends Error {
  constructor(/** @type {string} */ message) {
    super(message);
    this.name = 'UsageError';
  }
}

/** Only the first line of a message, trimmed: every refusal is one line. */
export function oneLine(/** @type {string} */ text) {
  return String(text).split('\n')[0]?.trim() || 'refused (no reason given)';
}
