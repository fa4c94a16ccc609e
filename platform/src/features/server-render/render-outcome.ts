/**
 * What the caller of a server render gets back. A failure is an answer, not an exception: the
 * caller then serves the page without its server render, which the scripts draw as before.
 */
export type RenderFailureReason =
  /** The render ran past its deadline (its worker is replaced), or waited past it. */
  | 'timeout'
  /** The bundle threw, answered something that is not a page, or could not be loaded. */
  | 'error'
  /** The worker thread or the whole render process died while rendering or loading. */
  | 'crash'
  /** The page is bigger than the HTML cap. */
  | 'too-large'
  /** Too many failures in a row for this version: not tried until its cooldown ends. */
  | 'breaker-open'
  /** The version asked for is not the remote's live one (or no version is live). */
  | 'not-live'
  /** The version keeps state between renders and was refused when it was loaded. */
  | 'stateful';

export type RenderOutcome =
  | { ok: true; html: string; status: number; renderMs: number }
  | { ok: false; reason: RenderFailureReason; renderMs: number };
