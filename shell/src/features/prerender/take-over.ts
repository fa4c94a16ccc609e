import { PRERENDERED_ATTRIBUTE } from '@coach/shared/prerender';

/** Long enough for a slow phone to load a remote; short enough that a stuck load still ends. */
export const TAKE_OVER_WAIT_MS = 15_000;

/**
 * Whether the server drew the page ahead into `container` (docs/adr/0012-prerendered-first-paint.md).
 * Forgets the mark: the live app that replaces the markup is not prerendered.
 */
export function takePrerendered(container: HTMLElement): boolean {
  const prerendered = container.hasAttribute(PRERENDERED_ATTRIBUTE) && container.hasChildNodes();
  container.removeAttribute(PRERENDERED_ATTRIBUTE);
  return prerendered;
}
